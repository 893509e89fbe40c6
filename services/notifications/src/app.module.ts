import { PlatformModule } from '@arogya/platform';
import { Module } from '@nestjs/common';
import { AccountMessages } from './account/account-messages.service.js';
import { AccountMessagesRpc } from './account/account-messages.rpc.js';
import { EmailChannel } from './channels/email.channel.js';
import { SmsChannel } from './channels/sms.channel.js';
import { WhatsAppChannel } from './channels/whatsapp.channel.js';
import { WhatsAppTemplateSync } from './channels/whatsapp-templates.sync.js';
import { loadNotificationsConfig, NOTIFICATIONS_CONFIG } from './config.js';
import { ErasureRequestedHandler } from './events/erasure-requested.handler.js';
import { NotifyHandlers } from './events/notify.handlers.js';
import { NotifyService } from './events/notify.service.js';
import { MessageComposer } from './messages/composer.js';
import { MessageEntity, MessageHistoryEntity } from './messages/message.js';
import { MessageRepository } from './messages/message.repository.js';
import { MessagesRpc } from './messages/messages.rpc.js';
import { SendJobs } from './messages/send.jobs.js';
import { MessageSender } from './messages/sender.js';
import { CreateNotifications1768000000600 } from './migrations/1768000000600-create-notifications.js';
import { MessageSecrets1768000000700 } from './migrations/1768000000700-message-secrets.js';
import { Erasure1768000000800 } from './migrations/1768000000800-erasure.js';
import { MessageLanguage1768000000900 } from './migrations/1768000000900-language.js';
import { OrdersSeenCash1768400001000 } from './migrations/1768400001000-orders-seen-cash.js';
import { ContactService } from './contact/contact.service.js';
import { MessageLinks } from './preferences/links.js';
import { PreferencesRpc } from './preferences/preferences.rpc.js';
import { PreferencesService } from './preferences/preferences.service.js';
import { Erasure } from './privacy/erasure.service.js';
import { PrivacyExport } from './privacy/privacy-export.service.js';
import { PrivacyRpc } from './privacy/privacy.rpc.js';
import { DailyDigestJob } from './staff/daily-digest.job.js';
import { StaffAlerts } from './staff/staff-alerts.service.js';
import { Recipients } from './recipients/recipients.js';
import { TemplateRenderer } from './templates/renderer.js';
import { EmailWebhook } from './webhooks/email.webhook.js';
import { SmsWebhook } from './webhooks/sms.webhook.js';
import { WhatsAppWebhook } from './webhooks/whatsapp.webhook.js';

/** Default health and metrics port of the notifications service. */
export const NOTIFICATIONS_OPS_PORT = 9106;

@Module({
  imports: [
    PlatformModule.forService({
      name: 'notifications',
      defaultOpsPort: NOTIFICATIONS_OPS_PORT,
      // a send mostly waits (on SMTP, WhatsApp, MSG91, the invoice from orders); each holds a
      // database connection while it does, so at most the pool's 10 less room for the inbox
      jobConcurrency: 6,
      database: {
        entities: [MessageEntity, MessageHistoryEntity],
        migrations: [
          CreateNotifications1768000000600,
          MessageSecrets1768000000700,
          Erasure1768000000800,
          MessageLanguage1768000000900,
          OrdersSeenCash1768400001000,
        ],
      },
    }),
  ],
  providers: [
    { provide: NOTIFICATIONS_CONFIG, useFactory: () => loadNotificationsConfig() },
    TemplateRenderer,
    MessageLinks,
    MessageRepository,
    MessageComposer,
    EmailChannel,
    WhatsAppChannel,
    SmsChannel,
    WhatsAppTemplateSync,
    MessageSender,
    SendJobs,
    Recipients,
    NotifyService,
    NotifyHandlers,
    WhatsAppWebhook,
    SmsWebhook,
    EmailWebhook,
    MessagesRpc,
    PreferencesService,
    ContactService,
    PreferencesRpc,
    StaffAlerts,
    DailyDigestJob,
    AccountMessages,
    AccountMessagesRpc,
    Erasure,
    ErasureRequestedHandler,
    PrivacyExport,
    PrivacyRpc,
  ],
})
export class AppModule {}

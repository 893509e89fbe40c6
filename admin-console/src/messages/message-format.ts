import {
  CHANNELS,
  MESSAGE_STATES,
  type Channel,
  type MessageState,
  type MessageView,
} from '@arogya/contracts';
import { listPath } from '../dashboard/listPath';
import type { MessageKey, T } from '../i18n';

/** A message as `GET /api/admin/messages` answers it (its `id` is the service's own). */
export type MessageRow = MessageView;

/** How the console names a message's state. */
export const STATE_LABELS = {
  queued: 'messages.state.queued',
  sent: 'messages.state.sent',
  delivered: 'messages.state.delivered',
  failed: 'messages.state.failed',
  bounced: 'messages.state.bounced',
} as const satisfies Record<MessageState, MessageKey>;

/** How the console names a channel. */
export const CHANNEL_LABELS = {
  email: 'messages.channel.email',
  whatsapp: 'messages.channel.whatsapp',
  sms: 'messages.channel.sms',
} as const satisfies Record<Channel, MessageKey>;

/** The state filter's choices, in the order a message lives them. */
export const STATE_CHOICES = MESSAGE_STATES.map((id) => ({ id, name: STATE_LABELS[id] }));

/** The channel filter's choices. */
export const CHANNEL_CHOICES = CHANNELS.map((id) => ({ id, name: CHANNEL_LABELS[id] }));

/** The in-app path of the messages of one order or one user (`{ orderId }` or `{ userId }`). */
export const messagesOf = (scope: { orderId: string } | { userId: string }) =>
  listPath('messages', scope);

/** What a message of each channel is called in a sentence. */
const CHANNEL_NOUNS = {
  email: 'messages.channelNoun.email',
  whatsapp: 'messages.channelNoun.whatsapp',
  sms: 'messages.channelNoun.sms',
} as const satisfies Record<Channel, MessageKey>;

/** "order-placed e-mail to asha@example.com": a message in a sentence (buttons, dialogs). */
export const describeMessage = (t: T, m: Pick<MessageRow, 'template' | 'channel' | 'recipient'>) =>
  t('messages.describe', {
    template: m.template,
    channel: t(CHANNEL_NOUNS[m.channel]),
    recipient: m.recipient,
  });

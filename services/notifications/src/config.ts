import { loadConfig, intVar, optionalVar } from '@arogya/platform';
import { z } from 'zod';

/** The local sandboxes' well-known values: in the repository, so refused in production. */
export const SANDBOX_VALUES = {
  smtpPort: '1025',
  whatsappToken: 'sandbox_whatsapp_token',
  whatsappAppSecret: 'sandbox_whatsapp_app_secret',
  whatsappVerifyToken: 'sandbox_verify_token',
  msg91AuthKey: 'sandbox_msg91_authkey',
  smsWebhookSecret: 'sandbox_sms_webhook_secret',
  emailWebhookSecret: 'sandbox_email_webhook_secret',
  unsubscribeSecret: 'sandbox_unsubscribe_secret',
} as const;

/** The WhatsApp Cloud API's origin: with `NODE_ENV=production` the only one the service calls. */
export const GRAPH_ORIGIN = 'https://graph.facebook.com';
/** MSG91's API origin, likewise. */
export const MSG91_ORIGIN = 'https://control.msg91.com';

const email = z.string().trim().min(3).max(320);

/** Notifications variables (documented in the README). */
export const notificationsEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Any SMTP relay: `smtp://user:password@host:587` (STARTTLS) or `smtps://…:465`. */
    SMTP_URL: z
      .string()
      .trim()
      .regex(/^smtps?:\/\/[^/]+\/?$/, 'must be smtp://[user:password@]host:port or smtps://…')
      .default(`smtp://127.0.0.1:${SANDBOX_VALUES.smtpPort}`),
    /** The sender of every e-mail, e.g. `Arogya <orders@example.in>`. */
    MAIL_FROM: z.string().trim().min(3).max(320).default('Arogya <orders@arogya.local>'),
    /**
     * The password of the relay's delivery and bounce webhooks (Postmark's shape; HTTP basic
     * auth, as Postmark sends the credentials of the webhook's URL).
     */
    EMAIL_WEBHOOK_SECRET: z.string().min(16).default(SANDBOX_VALUES.emailWebhookSecret),
    /** Where replies and the contact form's copies go. */
    SUPPORT_EMAIL: email.default('support@arogya.local'),
    /** The storefront's public origin, for the links in messages. */
    SHOP_URL: z
      .string()
      .trim()
      .regex(/^https?:\/\/[^/]+$/, 'must be an origin like https://shop.example.in')
      .default('http://localhost:8080'),
    /** Tries of each send before the message is failed and dead-lettered, the first wait doubled each time. */
    NOTIFY_SEND_ATTEMPTS: intVar(10, 1, 30),
    NOTIFY_RETRY_DELAY_MS: intVar(5000, 10, 3_600_000),
    /** How often messages left queued (a lost job) are looked for. */
    NOTIFY_SWEEP_EVERY_MS: intVar(30_000, 100, 3_600_000),
    /** Key of the unsubscribe links' signature. */
    UNSUBSCRIBE_SECRET: z.string().min(16).default(SANDBOX_VALUES.unsubscribeSecret),
    WHATSAPP_API_BASE: z.string().trim().url().default('http://127.0.0.1:9310'),
    WHATSAPP_API_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/, 'must look like v21.0')
      .default('v21.0'),
    WHATSAPP_ACCESS_TOKEN: z.string().min(8).default(SANDBOX_VALUES.whatsappToken),
    WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/).default('100000000000001'),
    /** The WhatsApp Business Account the templates belong to. */
    WHATSAPP_BUSINESS_ACCOUNT_ID: z.string().regex(/^\d+$/).default('200000000000001'),
    /** Submits the shop's WhatsApp templates at start (Meta reviews new ones before use). */
    WHATSAPP_SYNC_TEMPLATES: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    WHATSAPP_APP_SECRET: z.string().min(8).default(SANDBOX_VALUES.whatsappAppSecret),
    WHATSAPP_VERIFY_TOKEN: z.string().min(8).default(SANDBOX_VALUES.whatsappVerifyToken),
    /** The WhatsApp templates' language code (approved per language in Meta's manager). */
    WHATSAPP_LANGUAGE: z.string().default('en'),
    /** Off: no WhatsApp message is sent, whatever shoppers chose. */
    WHATSAPP_ENABLED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** The grievance officer (E-Commerce Rules 2020): on the contact page and in replies. */
    GRIEVANCE_OFFICER_NAME: z.string().trim().min(1).max(100).default('Priya Sharma'),
    GRIEVANCE_OFFICER_EMAIL: email.default('grievance@arogya.local'),
    GRIEVANCE_OFFICER_ADDRESS: z
      .string()
      .trim()
      .min(1)
      .max(300)
      .default('Arogya Wellness Private Limited, 12 Lake Palace Road, Udaipur 313001, Rajasthan'),
    /** Contact form messages one address may send a day (beyond the gateway's rate limit). */
    CONTACT_DAILY_LIMIT: intVar(5, 1, 1000),
    /** Low-stock alerts at this many units or fewer, until the console sets it. */
    LOW_STOCK_THRESHOLD: intVar(5, 0, 100_000),
    /** The hour (India time, 0-23) the staff's daily digest goes out. */
    DIGEST_HOUR_IST: intVar(8, 0, 23),
    /** How often the digest's hour is looked for (once a day it finds it come). */
    DIGEST_CHECK_EVERY_MS: intVar(600_000, 100, 3_600_000),
    /** SMS through MSG91 (DLT templates in templates/sms-templates.json): WhatsApp's fallback. */
    MSG91_API_BASE: z.string().trim().url().default('http://127.0.0.1:9320'),
    MSG91_AUTH_KEY: z.string().min(8).default(SANDBOX_VALUES.msg91AuthKey),
    /** The custom header MSG91's delivery-report webhook is set to send (`X-Webhook-Secret`). */
    SMS_WEBHOOK_SECRET: z.string().min(16).default(SANDBOX_VALUES.smsWebhookSecret),
    SMS_ENABLED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** Default staff recipients until the console sets them (comma-separated). */
    STAFF_EMAILS: optionalVar(z.string()),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    const refuse = (name: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [name], message });
    const smtp = new URL(env.SMTP_URL);
    if (/^(127\.|localhost$|mail-sandbox$)/.test(smtp.hostname) || smtp.port === '1025')
      refuse('SMTP_URL', 'points at the local mail sandbox, refused with NODE_ENV=production');
    if (new URL(env.WHATSAPP_API_BASE).origin !== GRAPH_ORIGIN)
      refuse('WHATSAPP_API_BASE', `must be ${GRAPH_ORIGIN} with NODE_ENV=production`);
    if (new URL(env.MSG91_API_BASE).origin !== MSG91_ORIGIN)
      refuse('MSG91_API_BASE', `must be ${MSG91_ORIGIN} with NODE_ENV=production`);
    const secrets: [string, string, string][] = [
      ['MSG91_AUTH_KEY', env.MSG91_AUTH_KEY, SANDBOX_VALUES.msg91AuthKey],
      ['SMS_WEBHOOK_SECRET', env.SMS_WEBHOOK_SECRET, SANDBOX_VALUES.smsWebhookSecret],
      ['WHATSAPP_ACCESS_TOKEN', env.WHATSAPP_ACCESS_TOKEN, SANDBOX_VALUES.whatsappToken],
      ['WHATSAPP_APP_SECRET', env.WHATSAPP_APP_SECRET, SANDBOX_VALUES.whatsappAppSecret],
      ['WHATSAPP_VERIFY_TOKEN', env.WHATSAPP_VERIFY_TOKEN, SANDBOX_VALUES.whatsappVerifyToken],
      ['UNSUBSCRIBE_SECRET', env.UNSUBSCRIBE_SECRET, SANDBOX_VALUES.unsubscribeSecret],
      ['EMAIL_WEBHOOK_SECRET', env.EMAIL_WEBHOOK_SECRET, SANDBOX_VALUES.emailWebhookSecret],
    ];
    for (const [name, value, sandbox] of secrets)
      if (value === sandbox) refuse(name, 'is the sandbox value, refused with NODE_ENV=production');
  });
export type NotificationsEnv = z.infer<typeof notificationsEnvSchema>;

export const NOTIFICATIONS_CONFIG = Symbol('NOTIFICATIONS_CONFIG');
export const loadNotificationsConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig(notificationsEnvSchema, env);

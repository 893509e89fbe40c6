import { envText, parsePort, parseWebhookUrl, readJsonArrayFile } from '@arogya/sandbox-kit';
import type { TemplateInput } from './templates.js';

/** Everything the sandbox needs to start; `loadWhatsAppSandboxConfig` fills it from the environment. */
export interface WhatsAppSandboxConfig {
  /** 0 picks a free port (tests). */
  port: number;
  host: string;
  /** The system-user token the shop sends as `Authorization: Bearer …`. */
  accessToken: string;
  /** Key of the `X-Hub-Signature-256` HMAC on webhooks (the Meta app's secret). */
  appSecret: string;
  /** The business phone number's id: the `:phoneNumberId` of `POST /vNN.N/:id/messages`. */
  phoneNumberId: string;
  /** The WhatsApp Business Account id: `/vNN.N/:wabaId/message_templates`, `entry[0].id`. */
  businessAccountId: string;
  /** `metadata.display_phone_number` in webhooks (digits, country code first). */
  displayPhoneNumber: string;
  /** Where webhooks are POSTed; undefined sends none (no app subscribed). */
  webhookUrl: string | undefined;
  /** `hub.verify_token` of the verification handshake the shop must check. */
  verifyToken: string;
  /** Templates known at start (approved), besides those created through the API. */
  templates: TemplateInput[];
  /** Whether a `read` status follows `delivered` (a customer with read receipts on). */
  readReceipts: boolean;
  /** Pause before each status change (`sent`, `delivered`, `read`), milliseconds. */
  statusDelayMs: number;
  /** Waits between webhook attempts; its length is the number of retries after the first try. */
  webhookRetryDelaysMs: number[];
  /** Fastify request logging; off by default so tests stay quiet. */
  logger?: boolean;
}

/** The shop's own WhatsApp defaults, so both sides agree without any configuration. */
export const DEFAULT_WHATSAPP_SANDBOX_CONFIG: Readonly<WhatsAppSandboxConfig> = {
  port: 9310,
  host: '127.0.0.1',
  accessToken: 'sandbox_whatsapp_token',
  appSecret: 'sandbox_whatsapp_app_secret',
  phoneNumberId: '100000000000001',
  businessAccountId: '200000000000001',
  displayPhoneNumber: '919000000001',
  webhookUrl: undefined,
  verifyToken: 'sandbox_verify_token',
  templates: [],
  readReceipts: false,
  statusDelayMs: 20,
  webhookRetryDelaysMs: [200, 1000, 5000],
};

/**
 * Reads the configuration from environment variables (an empty one counts as unset). Throws
 * on values that would only fail later in a confusing way: a port that is not a number, a
 * webhook URL that is not http(s), a templates file that cannot be read or is not a JSON array.
 */
export function loadWhatsAppSandboxConfig(
  env: NodeJS.ProcessEnv = process.env,
): WhatsAppSandboxConfig {
  const text = envText(env);
  const d = DEFAULT_WHATSAPP_SANDBOX_CONFIG;
  return {
    port: parsePort('WHATSAPP_SANDBOX_PORT', text('WHATSAPP_SANDBOX_PORT', String(d.port))),
    host: text('WHATSAPP_SANDBOX_HOST', d.host),
    accessToken: text('WHATSAPP_ACCESS_TOKEN', d.accessToken),
    appSecret: text('WHATSAPP_APP_SECRET', d.appSecret),
    phoneNumberId: text('WHATSAPP_PHONE_NUMBER_ID', d.phoneNumberId),
    businessAccountId: text('WHATSAPP_BUSINESS_ACCOUNT_ID', d.businessAccountId),
    displayPhoneNumber: text('WHATSAPP_DISPLAY_PHONE_NUMBER', d.displayPhoneNumber),
    webhookUrl: parseWebhookUrl('WHATSAPP_SANDBOX_WEBHOOK_URL', env.WHATSAPP_SANDBOX_WEBHOOK_URL),
    verifyToken: text('WHATSAPP_VERIFY_TOKEN', d.verifyToken),
    // checked later, template by template
    templates: readJsonArrayFile<TemplateInput>(
      'WHATSAPP_SANDBOX_TEMPLATES',
      env.WHATSAPP_SANDBOX_TEMPLATES,
    ),
    readReceipts: /^(1|true|yes)$/i.test(text('WHATSAPP_SANDBOX_READ_RECEIPTS', 'false')),
    statusDelayMs: d.statusDelayMs,
    webhookRetryDelaysMs: [...d.webhookRetryDelaysMs],
  };
}

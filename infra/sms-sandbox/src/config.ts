import { envText, parsePort, parseWebhookUrl, readJsonArrayFile } from '@arogya/sandbox-kit';
import type { DltTemplateInput } from './templates.js';

/** Everything the sandbox needs to start; `loadSmsSandboxConfig` fills it from the environment. */
export interface SmsSandboxConfig {
  /** 0 picks a free port (tests). */
  port: number;
  host: string;
  /** The MSG91 auth key the shop sends in the `authkey` header. */
  authKey: string;
  /** Where delivery reports are POSTed; undefined sends none (no webhook configured). */
  webhookUrl: string | undefined;
  /** Sent as `X-Webhook-Secret` and the key of `X-Sandbox-Signature` on delivery reports. */
  webhookSecret: string;
  /** DLT templates known at start, besides those added through `/sandbox/templates`. */
  templates: DltTemplateInput[];
  /** Pause between the send and its delivery report, milliseconds. */
  reportDelayMs: number;
  /** Waits between webhook attempts; its length is the number of retries after the first try. */
  webhookRetryDelaysMs: number[];
  /** Fastify request logging; off by default so tests stay quiet. */
  logger?: boolean;
}

/** The shop's own MSG91 defaults, so both sides agree without any configuration. */
export const DEFAULT_SMS_SANDBOX_CONFIG: Readonly<SmsSandboxConfig> = {
  port: 9320,
  host: '127.0.0.1',
  authKey: 'sandbox_msg91_authkey',
  webhookUrl: undefined,
  webhookSecret: 'sandbox_sms_webhook_secret',
  templates: [],
  reportDelayMs: 20,
  webhookRetryDelaysMs: [200, 1000, 5000],
};

/**
 * Reads the configuration from environment variables (an empty one counts as unset). Throws
 * on values that would only fail later in a confusing way: a port that is not a number, a
 * webhook URL that is not http(s), a templates file that cannot be read or is not a JSON array.
 */
export function loadSmsSandboxConfig(env: NodeJS.ProcessEnv = process.env): SmsSandboxConfig {
  const text = envText(env);
  const d = DEFAULT_SMS_SANDBOX_CONFIG;
  return {
    port: parsePort('SMS_SANDBOX_PORT', text('SMS_SANDBOX_PORT', String(d.port))),
    host: text('SMS_SANDBOX_HOST', d.host),
    authKey: text('MSG91_AUTH_KEY', d.authKey),
    webhookUrl: parseWebhookUrl('SMS_SANDBOX_WEBHOOK_URL', env.SMS_SANDBOX_WEBHOOK_URL),
    webhookSecret: text('SMS_WEBHOOK_SECRET', d.webhookSecret),
    // checked later, template by template
    templates: readJsonArrayFile<DltTemplateInput>(
      'SMS_SANDBOX_TEMPLATES',
      env.SMS_SANDBOX_TEMPLATES,
    ),
    reportDelayMs: d.reportDelayMs,
    webhookRetryDelaysMs: [...d.webhookRetryDelaysMs],
  };
}

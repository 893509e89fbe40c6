import { readFileSync } from 'node:fs';
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
  const text = (name: string, fallback: string): string => {
    const value = env[name];
    return value === undefined || value === '' ? fallback : value;
  };
  const d = DEFAULT_SMS_SANDBOX_CONFIG;
  return {
    port: parsePort('SMS_SANDBOX_PORT', text('SMS_SANDBOX_PORT', String(d.port))),
    host: text('SMS_SANDBOX_HOST', d.host),
    authKey: text('MSG91_AUTH_KEY', d.authKey),
    webhookUrl: parseWebhookUrl('SMS_SANDBOX_WEBHOOK_URL', env.SMS_SANDBOX_WEBHOOK_URL),
    webhookSecret: text('SMS_WEBHOOK_SECRET', d.webhookSecret),
    templates: readTemplatesFile('SMS_SANDBOX_TEMPLATES', env.SMS_SANDBOX_TEMPLATES),
    reportDelayMs: d.reportDelayMs,
    webhookRetryDelaysMs: [...d.webhookRetryDelaysMs],
  };
}

/** A port from 0 to 65535, or an error naming the variable. */
export function parsePort(name: string, value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new Error(`${name} must be an integer from 0 to 65535, got "${value}"`);
  }
  return port;
}

/** An http(s) URL, or undefined when unset; an error naming the variable otherwise. */
export function parseWebhookUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch (err) {
    throw new Error(`${name} is not a URL: "${value}"`, { cause: err });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be http(s), got "${value}"`);
  }
  return url.toString();
}

/** The JSON array in the file `path` names (checked later, template by template), or none. */
function readTemplatesFile(name: string, path: string | undefined): DltTemplateInput[] {
  if (path === undefined || path.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new Error(`${name}: cannot read ${path}: ${(err as Error).message}`, { cause: err });
  }
  if (!Array.isArray(parsed)) throw new Error(`${name}: ${path} must hold a JSON array`);
  return parsed as DltTemplateInput[];
}

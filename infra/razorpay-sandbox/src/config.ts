/** Everything the sandbox needs to start; `loadConfig` fills it from the environment. */
export interface SandboxConfig {
  /** Public key id: the SDK's Basic-auth user and the `key` the checkout sends. */
  keyId: string;
  /** Basic-auth password of the SDK and the key of the payment signatures. */
  keySecret: string;
  /** Key of the `X-Razorpay-Signature` HMAC on webhooks. */
  webhookSecret: string;
  /** 0 picks a free port (tests). */
  port: number;
  host: string;
  /** Where webhooks are POSTed; undefined sends none, like an account without webhooks. */
  webhookUrl: string | undefined;
  /** Fastify request logging; off by default so tests stay quiet. */
  logger?: boolean;
  /**
   * A file the ledger is kept in, so that a restart (even a SIGKILL) forgets nothing; absent:
   * everything lives in memory only.
   */
  stateFile?: string;
}

/** The shop's own Razorpay defaults, so both sides agree without any configuration. */
export const DEFAULT_CONFIG: Readonly<SandboxConfig> = {
  keyId: 'rzp_test_sandbox',
  keySecret: 'sandbox_key_secret',
  webhookSecret: 'sandbox_webhook_secret',
  port: 9300,
  host: '127.0.0.1',
  webhookUrl: undefined,
};

/**
 * Reads the sandbox configuration from environment variables. Throws on values that would
 * only fail later in a confusing way (a port that is not a number, a webhook URL that is not
 * http(s)).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const text = (name: string, fallback: string): string => {
    const value = env[name];
    return value === undefined || value === '' ? fallback : value;
  };
  return {
    keyId: text('RAZORPAY_KEY_ID', DEFAULT_CONFIG.keyId),
    keySecret: text('RAZORPAY_KEY_SECRET', DEFAULT_CONFIG.keySecret),
    webhookSecret: text('RAZORPAY_WEBHOOK_SECRET', DEFAULT_CONFIG.webhookSecret),
    port: parsePort(text('SANDBOX_PORT', String(DEFAULT_CONFIG.port))),
    host: text('SANDBOX_HOST', DEFAULT_CONFIG.host),
    webhookUrl: parseWebhookUrl(env.SANDBOX_WEBHOOK_URL),
    ...(env.SANDBOX_STATE_FILE ? { stateFile: env.SANDBOX_STATE_FILE } : {}),
  };
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new Error(`SANDBOX_PORT must be an integer from 0 to 65535, got "${value}"`);
  }
  return port;
}

function parseWebhookUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SANDBOX_WEBHOOK_URL is not a URL: "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SANDBOX_WEBHOOK_URL must be http(s), got "${value}"`);
  }
  return url.toString();
}

/** Everything the mail sandbox needs to start; `loadMailSandboxConfig` fills it from the environment. */
export interface MailSandboxConfig {
  /** Address both servers listen on (`0.0.0.0` inside a container). */
  host: string;
  /** SMTP port the shop sends to; 0 picks a free port (tests). */
  smtpPort: number;
  /** Port of the web inbox and the JSON API; 0 picks a free port (tests). */
  webPort: number;
  /**
   * When set (with `password`), SMTP clients must log in (AUTH PLAIN or LOGIN) with these
   * credentials; absent, authentication is optional and any credentials are accepted.
   */
  user?: string;
  password?: string;
  /** How many messages are kept; the oldest are forgotten beyond that. */
  maxMessages: number;
  /**
   * Where delivery and bounce events go, in Postmark's webhook shape (credentials in the URL are
   * sent as HTTP basic auth, as Postmark does); absent: none are sent.
   */
  webhookUrl?: string;
  /** Fastify request logging and one line per received message; off by default (tests). */
  logger?: boolean;
}

/** MailHog's and Mailpit's usual ports, so existing habits and tools work unchanged. */
export const DEFAULT_MAIL_SANDBOX_CONFIG: Readonly<MailSandboxConfig> = {
  host: '127.0.0.1',
  smtpPort: 1025,
  webPort: 8025,
  maxMessages: 5000,
};

/**
 * Reads the configuration from environment variables (an empty variable counts as unset).
 * Throws on values that would only fail later in a confusing way: a port that is not a
 * number, the same port for both servers, a user without a password, a message cap below 1.
 */
export function loadMailSandboxConfig(env: NodeJS.ProcessEnv = process.env): MailSandboxConfig {
  const text = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value === '' ? undefined : value;
  };
  const smtpPort = parsePort('MAIL_SANDBOX_SMTP_PORT', text('MAIL_SANDBOX_SMTP_PORT'), 1025);
  const webPort = parsePort('MAIL_SANDBOX_PORT', text('MAIL_SANDBOX_PORT'), 8025);
  if (smtpPort !== 0 && smtpPort === webPort) {
    throw new Error(
      `MAIL_SANDBOX_SMTP_PORT and MAIL_SANDBOX_PORT must differ, both are ${smtpPort}`,
    );
  }
  const user = text('MAIL_SANDBOX_USER');
  const password = text('MAIL_SANDBOX_PASSWORD');
  if ((user === undefined) !== (password === undefined)) {
    throw new Error('MAIL_SANDBOX_USER and MAIL_SANDBOX_PASSWORD must be set together, or neither');
  }
  return {
    host: text('MAIL_SANDBOX_HOST') ?? DEFAULT_MAIL_SANDBOX_CONFIG.host,
    smtpPort,
    webPort,
    ...(user !== undefined && password !== undefined ? { user, password } : {}),
    maxMessages: parseMaxMessages(text('MAIL_SANDBOX_MAX_MESSAGES')),
    ...(text('MAIL_SANDBOX_WEBHOOK_URL') !== undefined && {
      webhookUrl: parseWebhookUrl(text('MAIL_SANDBOX_WEBHOOK_URL')!),
    }),
  };
}

function parsePort(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new Error(`${name} must be an integer from 0 to 65535, got "${value}"`);
  }
  return port;
}

function parseMaxMessages(value: string | undefined): number {
  if (value === undefined) return DEFAULT_MAIL_SANDBOX_CONFIG.maxMessages;
  const max = Number(value);
  if (!/^\d+$/.test(value) || max < 1 || max > 1_000_000) {
    throw new Error(
      `MAIL_SANDBOX_MAX_MESSAGES must be an integer from 1 to 1000000, got "${value}"`,
    );
  }
  return max;
}

function parseWebhookUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`MAIL_SANDBOX_WEBHOOK_URL must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`MAIL_SANDBOX_WEBHOOK_URL must be an http(s) URL, got "${value}"`);
  return value;
}

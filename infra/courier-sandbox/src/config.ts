import { envText, parsePort, parseWebhookUrl } from '@arogya/sandbox-kit';

/** The one pickup location of the sandbox's account (Shiprocket's "pickup address"). */
export interface PickupLocation {
  /** What orders name in `pickup_location`. */
  name: string;
  company: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  phone: string;
  email: string;
}

/** Everything the sandbox needs to start; `loadCourierSandboxConfig` fills it from the environment. */
export interface CourierSandboxConfig {
  /** 0 picks a free port (tests). */
  port: number;
  host: string;
  /** The API user's e-mail, as `POST /v1/external/auth/login` takes it. */
  email: string;
  /** The API user's password. */
  password: string;
  /** Where tracking webhooks are POSTed; undefined sends none (no webhook configured). */
  webhookUrl: string | undefined;
  /** The webhook's security token, sent as `x-api-key` on every webhook. */
  webhookToken: string;
  /** Pause before each scan of a picked-up shipment (and between scans), milliseconds. */
  scanIntervalMs: number;
  /** How long a login token is valid (Shiprocket: 10 days). */
  tokenTtlMs: number;
  /** The account's pickup location; orders must name it. */
  pickupLocation: PickupLocation;
  /** The account's custom channel: `channel_id` in webhooks. */
  channelId: number;
  /** The account's company id (login answer, AWB answer). */
  companyId: number;
  /** Waits between webhook attempts; its length is the number of retries after the first try. */
  webhookRetryDelaysMs: number[];
  /** Fastify request logging; off by default so tests stay quiet. */
  logger?: boolean;
}

/** Shiprocket's login tokens are valid for 10 days. */
export const TOKEN_TTL_MS = 10 * 24 * 3600_000;

/** The shop's own Shiprocket defaults, so both sides agree without any configuration. */
export const DEFAULT_COURIER_SANDBOX_CONFIG: Readonly<CourierSandboxConfig> = {
  port: 9330,
  host: '127.0.0.1',
  email: 'sandbox-api@arogya.test',
  password: 'sandbox_shiprocket_password',
  webhookUrl: undefined,
  webhookToken: 'sandbox_shiprocket_webhook_token',
  scanIntervalMs: 3000,
  tokenTtlMs: TOKEN_TTL_MS,
  pickupLocation: {
    name: 'Primary',
    company: 'Arogya Wellness',
    address: '12 Lake Palace Road',
    address2: 'Warehouse',
    city: 'Udaipur',
    state: 'Rajasthan',
    country: 'India',
    pincode: '313001',
    phone: '9000000001',
    email: 'warehouse@arogya.test',
  },
  channelId: 4200001,
  companyId: 42001,
  webhookRetryDelaysMs: [200, 1000, 5000],
};

/** A whole number of milliseconds from 1 to one day, or an error naming the variable. */
function parseInterval(name: string, value: string): number {
  const ms = Number(value);
  if (!/^\d+$/.test(value) || ms < 1 || ms > 86_400_000) {
    throw new Error(`${name} must be an integer from 1 to 86400000 (milliseconds), got "${value}"`);
  }
  return ms;
}

/**
 * Reads the configuration from environment variables (an empty one counts as unset). Throws
 * on values that would only fail later in a confusing way: a port or scan interval that is
 * not a number, a webhook URL that is not http(s).
 */
export function loadCourierSandboxConfig(
  env: NodeJS.ProcessEnv = process.env,
): CourierSandboxConfig {
  const text = envText(env);
  const d = DEFAULT_COURIER_SANDBOX_CONFIG;
  return {
    port: parsePort('COURIER_SANDBOX_PORT', text('COURIER_SANDBOX_PORT', String(d.port))),
    host: text('COURIER_SANDBOX_HOST', d.host),
    email: text('SHIPROCKET_EMAIL', d.email),
    password: text('SHIPROCKET_PASSWORD', d.password),
    webhookUrl: parseWebhookUrl('COURIER_SANDBOX_WEBHOOK_URL', env.COURIER_SANDBOX_WEBHOOK_URL),
    webhookToken: text('SHIPROCKET_WEBHOOK_TOKEN', d.webhookToken),
    scanIntervalMs: parseInterval(
      'COURIER_SANDBOX_SCAN_INTERVAL_MS',
      text('COURIER_SANDBOX_SCAN_INTERVAL_MS', String(d.scanIntervalMs)),
    ),
    tokenTtlMs: d.tokenTtlMs,
    pickupLocation: {
      ...d.pickupLocation,
      name: text('SHIPROCKET_PICKUP_LOCATION', d.pickupLocation.name),
    },
    channelId: d.channelId,
    companyId: d.companyId,
    webhookRetryDelaysMs: [...d.webhookRetryDelaysMs],
  };
}

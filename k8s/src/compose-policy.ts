/**
 * The shop's own rules for docker-compose.yml, on top of what Compose itself accepts
 * (compose.ts): what listens beyond the machine, pinned and patched images, restarts, the same
 * PostgreSQL major as Kubernetes, a gateway wired to take a payment from the Razorpay sandbox,
 * notifications wired to the mail, WhatsApp and SMS sandboxes, and fulfilment to the courier
 * sandbox. Every function returns readable problems; none means the file passes.
 */
import type { ComposeFile, ComposeService } from './compose.js';
import { infraImageProblem, infraProduct, parseImage, tagVersion } from './images.js';

/** What the rules need to know beyond the compose file. */
export interface ComposePolicy {
  /** Services that may listen on every interface (the shop's front door). */
  publicServices: readonly string[];
  /** The PostgreSQL image Kubernetes runs (CloudNativePG's imageName), to match its major. */
  kubernetesPostgresImage?: string;
}

/** One published port: the host address it binds (undefined: every interface) and ports. */
interface Published {
  hostIp?: string;
  published?: string;
  target: string;
}

/** Compose's short `[ip:][host:]container[/proto]` and long `{ host_ip, published, target }`. */
function publishedPorts(service: ComposeService): Published[] {
  const ports = Array.isArray(service.ports) ? (service.ports as unknown[]) : [];
  return ports.map((p) => {
    if (typeof p === 'object' && p !== null) {
      const long = p as { host_ip?: string; published?: string | number; target?: number };
      return {
        ...(long.host_ip ? { hostIp: long.host_ip } : {}),
        ...(long.published !== undefined ? { published: String(long.published) } : {}),
        target: String(long.target),
      };
    }
    const parts = String(p)
      .replace(/\/\w+$/, '')
      .split(':');
    const target = parts.pop()!;
    const published = parts.pop();
    const hostIp = parts.length > 0 ? parts.join(':').replace(/^\[|\]$/g, '') : undefined;
    return {
      ...(hostIp ? { hostIp } : {}),
      ...(published ? { published } : {}),
      target,
    };
  });
}

const envOf = (service: ComposeService | undefined): Record<string, string> => {
  const env = service?.environment;
  if (Array.isArray(env))
    return Object.fromEntries(env.map((e) => e.split(/=(.*)/s).slice(0, 2) as [string, string]));
  return Object.fromEntries(
    Object.entries(env ?? {}).map(([k, v]) => [k, v === null ? '' : String(v)]),
  );
};

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const RESTARTS = new Set(['unless-stopped', 'always']);

/** MinIO's release tags: a timestamp per release, never reused. */
const MINIO_RELEASE = /^RELEASE\.\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/;

/** Published ports bound to loopback, except on the public services. */
function portProblems(file: ComposeFile, policy: ComposePolicy): string[] {
  const problems: string[] = [];
  for (const [name, service] of Object.entries(file.services)) {
    if (policy.publicServices.includes(name)) continue;
    for (const port of publishedPorts(service))
      if (!port.hostIp || !LOOPBACK.has(port.hostIp))
        problems.push(
          `services.${name}.ports: ${port.published ?? port.target} is published on every interface; bind it to 127.0.0.1`,
        );
  }
  return problems;
}

/** Pulled images at a full, patched release; the built ones are named by AROGYA_TAG. */
function imageProblems(file: ComposeFile): string[] {
  const problems: string[] = [];
  for (const [name, service] of Object.entries(file.services)) {
    if (service.build !== undefined) continue;
    const image = String(service.image ?? '');
    const { tag, digest } = parseImage(image);
    if (infraProduct(image)) {
      const p = infraImageProblem(image);
      if (p) problems.push(`services.${name}.image: ${p}`);
    }
    // any other image: three version parts (jaegertracing/all-in-one:1.60.0), MinIO's dated
    // release tags (RELEASE.2025-04-22T22-12-26Z, never moved), or a digest
    else if (!digest && tagVersion(tag).length < 3 && !MINIO_RELEASE.test(tag ?? ''))
      problems.push(`services.${name}.image: ${image} is not pinned to a patch release`);
  }
  return problems;
}

/** Every service comes back after a crash or a reboot of the Docker engine. */
function restartProblems(file: ComposeFile): string[] {
  return Object.entries(file.services)
    .filter(([, s]) => !RESTARTS.has(String(s.restart)))
    .map(
      ([name, s]) =>
        `services.${name}.restart: ${s.restart === undefined ? 'not set' : JSON.stringify(s.restart)}; long-running services restart unless-stopped`,
    );
}

/** The PostgreSQL major of compose equals Kubernetes' (data and SQL behave the same). */
function postgresProblems(file: ComposeFile, policy: ComposePolicy): string[] {
  if (!policy.kubernetesPostgresImage) return [];
  const wanted = tagVersion(parseImage(policy.kubernetesPostgresImage).tag)[0];
  const postgres = Object.entries(file.services).filter(([, s]) =>
    ['postgres', 'postgresql'].includes(parseImage(String(s.image ?? '')).name),
  );
  if (postgres.length === 0) return ['no PostgreSQL service'];
  return postgres.flatMap(([name, s]) => {
    const major = tagVersion(parseImage(String(s.image)).tag)[0];
    return major === wanted
      ? []
      : [
          `services.${name}.image: PostgreSQL ${major ?? '(no version)'} here, ${wanted} in Kubernetes (${policy.kubernetesPostgresImage})`,
        ];
  });
}

/**
 * A checkout that works from the browser: the gateway tells the storefront the key id checkout
 * and the sandbox use, and a checkout script on the sandbox's port published on this machine;
 * it shows Google's button for the client id users verifies.
 */
function checkoutProblems(file: ComposeFile): string[] {
  const problems: string[] = [];
  const { gateway, checkout, users } = file.services;
  const sandbox = file.services['razorpay-sandbox'];
  if (!gateway || !checkout || !users || !sandbox)
    return ['gateway, checkout, users and razorpay-sandbox are all needed to take a payment'];
  const env = { gateway: envOf(gateway), checkout: envOf(checkout), sandbox: envOf(sandbox) };
  const keyId = env.checkout.RAZORPAY_KEY_ID;
  if (!keyId) problems.push('services.checkout.environment: no RAZORPAY_KEY_ID');
  if (env.gateway.RAZORPAY_KEY_ID !== keyId)
    problems.push(
      `services.gateway.environment.RAZORPAY_KEY_ID: ${JSON.stringify(env.gateway.RAZORPAY_KEY_ID)}, not checkout's ${JSON.stringify(keyId)}`,
    );
  if ((env.sandbox.RAZORPAY_KEY_ID ?? 'rzp_test_sandbox') !== keyId)
    problems.push(
      `services.razorpay-sandbox.environment.RAZORPAY_KEY_ID: ${JSON.stringify(env.sandbox.RAZORPAY_KEY_ID)}, not checkout's ${JSON.stringify(keyId)}`,
    );

  const script = env.gateway.RAZORPAY_CHECKOUT_URL;
  let url: URL | undefined;
  try {
    url = new URL(script ?? '');
  } catch {
    problems.push(
      `services.gateway.environment.RAZORPAY_CHECKOUT_URL: ${JSON.stringify(script)} is not a URL (the storefront would load real Razorpay's script with a sandbox key)`,
    );
  }
  if (url) {
    const sandboxPort = env.sandbox.SANDBOX_PORT ?? '9300';
    const published = publishedPorts(sandbox).find((p) => p.target === sandboxPort)?.published;
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    if (!LOOPBACK.has(url.hostname.replace(/^\[|\]$/g, '')) || port !== published)
      problems.push(
        `services.gateway.environment.RAZORPAY_CHECKOUT_URL: ${script} is not the sandbox as the browser reaches it (127.0.0.1:${published ?? '(not published)'})`,
      );
    if (!/^\/(v1\/)?checkout\.js$/.test(url.pathname))
      problems.push(
        `services.gateway.environment.RAZORPAY_CHECKOUT_URL: ${script} is not the sandbox's /v1/checkout.js`,
      );
  }
  if (
    !('GOOGLE_CLIENT_ID' in env.gateway) ||
    env.gateway.GOOGLE_CLIENT_ID !== envOf(users).GOOGLE_CLIENT_ID
  )
    problems.push(
      `services.gateway.environment.GOOGLE_CLIENT_ID: ${JSON.stringify(env.gateway.GOOGLE_CLIENT_ID)}, not users' ${JSON.stringify(envOf(users).GOOGLE_CLIENT_ID)}`,
    );
  if (!env.gateway.PUBLIC_URL) problems.push('services.gateway.environment: no PUBLIC_URL');
  return problems;
}

/** A provider's sandbox as its client (notifications, fulfilment) reaches it, and how it answers back. */
interface ProviderSandbox {
  service: string;
  /** The client's variable with the provider's API address. */
  api: string;
  /** The sandbox's variable with its port, and its default. */
  port: [string, string];
  /** The keys both sides read: the sandbox checks what the client sends and signs. */
  keys: readonly string[];
  /** The sandbox's variable with its webhook URL, and the gateway's path that takes it. */
  webhook: [string, string];
}

/** notifications' WhatsApp and SMS providers. */
const MESSAGING_SANDBOXES: readonly ProviderSandbox[] = [
  {
    service: 'whatsapp-sandbox',
    api: 'WHATSAPP_API_BASE',
    port: ['WHATSAPP_SANDBOX_PORT', '9310'],
    keys: [
      'WHATSAPP_ACCESS_TOKEN',
      'WHATSAPP_APP_SECRET',
      'WHATSAPP_VERIFY_TOKEN',
      'WHATSAPP_PHONE_NUMBER_ID',
    ],
    webhook: ['WHATSAPP_SANDBOX_WEBHOOK_URL', '/api/webhooks/whatsapp'],
  },
  {
    service: 'sms-sandbox',
    api: 'MSG91_API_BASE',
    port: ['SMS_SANDBOX_PORT', '9320'],
    keys: ['MSG91_AUTH_KEY', 'SMS_WEBHOOK_SECRET'],
    webhook: ['SMS_SANDBOX_WEBHOOK_URL', '/api/webhooks/sms'],
  },
];

/** fulfilment's courier aggregator, Shiprocket. */
const COURIER_SANDBOX: ProviderSandbox = {
  service: 'courier-sandbox',
  api: 'SHIPROCKET_API_BASE',
  port: ['COURIER_SANDBOX_PORT', '9330'],
  keys: ['SHIPROCKET_EMAIL', 'SHIPROCKET_PASSWORD', 'SHIPROCKET_WEBHOOK_TOKEN'],
  webhook: ['COURIER_SANDBOX_WEBHOOK_URL', '/api/webhooks/courier-tracking'],
};

/** `url` as a URL, or undefined (with a problem) when it is none. */
function urlOf(value: string | undefined, where: string, problems: string[]): URL | undefined {
  try {
    return new URL(value ?? '');
  } catch {
    problems.push(`${where}: ${JSON.stringify(value)} is not a URL`);
    return undefined;
  }
}

/**
 * `client` calls the sandbox `s` (as compose names it, on the port it listens on) with the keys
 * the sandbox expects, and the sandbox posts its webhooks to the gateway's path for them.
 */
function sandboxProblems(file: ComposeFile, client: string, s: ProviderSandbox): string[] {
  const problems: string[] = [];
  const own = envOf(file.services[client]);
  const where = (name: string) => `services.${client}.environment.${name}`;
  const gatewayPort = envOf(file.services.gateway).PORT ?? '8080';
  const sandbox = envOf(file.services[s.service]);
  const api = urlOf(own[s.api], where(s.api), problems);
  const port = sandbox[s.port[0]] ?? s.port[1];
  if (api && (api.hostname !== s.service || api.port !== port))
    problems.push(`${where(s.api)}: ${own[s.api]} is not the sandbox (${s.service}:${port})`);
  for (const key of s.keys)
    if (own[key] !== sandbox[key])
      problems.push(
        `${where(key)}: ${JSON.stringify(own[key])}, not ${s.service}'s ${JSON.stringify(sandbox[key])}`,
      );
  const [variable, path] = s.webhook;
  const webhook = urlOf(
    sandbox[variable],
    `services.${s.service}.environment.${variable}`,
    problems,
  );
  const wanted = `http://gateway:${gatewayPort}${path}`;
  if (webhook && webhook.href !== wanted)
    problems.push(
      `services.${s.service}.environment.${variable}: ${webhook.href} is not the gateway's ${wanted}`,
    );
  return problems;
}

/**
 * Messages that arrive: notifications sends e-mail to the mail sandbox's SMTP port, WhatsApp
 * messages and SMS to their sandboxes' (as compose names them, on the ports they listen on),
 * with the keys each sandbox expects, and the sandboxes post their delivery statuses to the
 * gateway's webhooks.
 */
function notificationProblems(file: ComposeFile): string[] {
  const { notifications, gateway } = file.services;
  const mail = file.services['mail-sandbox'];
  const missing = ['notifications', 'gateway', 'mail-sandbox']
    .concat(MESSAGING_SANDBOXES.map((s) => s.service))
    .filter((name) => !file.services[name]);
  if (!notifications || !gateway || !mail || missing.length > 0)
    return [`notifications cannot message without ${missing.join(', ')}`];
  const problems: string[] = [];
  const own = envOf(notifications);
  const where = (name: string) => `services.notifications.environment.${name}`;
  const smtp = urlOf(own.SMTP_URL, where('SMTP_URL'), problems);
  const smtpPort = envOf(mail).MAIL_SANDBOX_SMTP_PORT ?? '1025';
  if (smtp && (smtp.hostname !== 'mail-sandbox' || smtp.port !== smtpPort))
    problems.push(
      `${where('SMTP_URL')}: ${own.SMTP_URL} is not the mail sandbox (mail-sandbox:${smtpPort})`,
    );
  for (const s of MESSAGING_SANDBOXES) problems.push(...sandboxProblems(file, 'notifications', s));
  return problems;
}

/**
 * Parcels that ship: fulfilment books them with the courier sandbox (Shiprocket's API), with
 * the API user and webhook token the sandbox expects, and the sandbox posts its tracking
 * webhooks to the gateway's.
 */
function courierProblems(file: ComposeFile): string[] {
  const missing = ['fulfilment', 'gateway', COURIER_SANDBOX.service].filter(
    (name) => !file.services[name],
  );
  if (missing.length > 0) return [`fulfilment cannot ship without ${missing.join(', ')}`];
  return sandboxProblems(file, 'fulfilment', COURIER_SANDBOX);
}

/** All of the shop's compose rules, on the model checkCompose returns (interpolated). */
export function composePolicyProblems(file: ComposeFile, policy: ComposePolicy): string[] {
  return [
    ...portProblems(file, policy),
    ...imageProblems(file),
    ...restartProblems(file),
    ...postgresProblems(file, policy),
    ...checkoutProblems(file),
    ...notificationProblems(file),
    ...courierProblems(file),
  ];
}

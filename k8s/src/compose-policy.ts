/**
 * The shop's own rules for docker-compose.yml, on top of what Compose itself accepts
 * (compose.ts): what listens beyond the machine, pinned and patched images, restarts, the same
 * PostgreSQL major as Kubernetes, and a gateway wired to take a payment from the Razorpay
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

/** All of the shop's compose rules, on the model checkCompose returns (interpolated). */
export function composePolicyProblems(file: ComposeFile, policy: ComposePolicy): string[] {
  return [
    ...portProblems(file, policy),
    ...imageProblems(file),
    ...restartProblems(file),
    ...postgresProblems(file, policy),
    ...checkoutProblems(file),
  ];
}

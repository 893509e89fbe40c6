// The gateway's environment in docker-compose.yml passes the gateway's own configuration schema
// (so `docker compose up` starts a gateway that boots), and the Content-Security-Policy it then
// sends lets the storefront load and use the sandbox's checkout script from where it is served.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { gatewayEnvSchema } from '../src/config.js';
import { storefrontPolicy } from '../src/http/security-headers.js';

const compose = readFileSync(
  fileURLToPath(new URL('../../../docker-compose.yml', import.meta.url)),
  'utf8',
);

/** Compose's `${VAR}` and `${VAR:-default}` (defaults may nest one level), `env` the shell's. */
function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(
    /\$\{([A-Za-z_]\w*)(?::-((?:[^{}]|\{[^{}]*\})*))?\}/g,
    (_, name: string, fallback?: string) =>
      env[name] || (fallback === undefined ? '' : interpolate(fallback, env)),
  );
}

/** The gateway's environment as `docker compose up` gives it (anchors and merge keys resolved). */
function gatewayEnv(text: string, env: Record<string, string> = {}): Record<string, string> {
  const file = parse(text, { merge: true }) as {
    services: { gateway: { environment: Record<string, string | number> } };
  };
  return Object.fromEntries(
    Object.entries(file.services.gateway.environment).map(([k, v]) => [
      k,
      interpolate(String(v), env),
    ]),
  );
}

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe("docker-compose.yml's gateway", () => {
  it("passes the gateway's configuration schema, with the sandbox's checkout script", () => {
    const settings: Record<string, string>[] = [
      {},
      { GOOGLE_CLIENT_ID: 'shop.apps.example', PUBLIC_URL: 'https://a.in' },
    ];
    for (const env of settings) {
      const result = gatewayEnvSchema.safeParse(gatewayEnv(compose, env));
      assert.ok(result.success, JSON.stringify(result.error?.issues));
      const config = result.data;
      assert.equal(new URL(config.RAZORPAY_CHECKOUT_URL).origin, 'http://127.0.0.1:9300');
      assert.equal(config.RAZORPAY_KEY_ID, 'rzp_test_sandbox');
      assert.equal(config.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_ID);
      assert.ok(config.PUBLIC_URL);
    }
    // a value the schema refuses is caught here, not at `docker compose up`
    const broken = compose.replace(
      'http://127.0.0.1:9300/v1/checkout.js',
      '127.0.0.1:9300/v1/checkout.js',
    );
    assert.notEqual(broken, compose);
    const result = gatewayEnvSchema.safeParse(gatewayEnv(broken));
    assert.ok(!result.success, 'a checkout URL without a scheme is refused');
    assert.deepEqual(result.error.issues[0]?.path, ['RAZORPAY_CHECKOUT_URL']);
  });

  it("sends a CSP that lets the storefront load, frame and call the sandbox's origin", () => {
    const config = gatewayEnvSchema.parse(gatewayEnv(compose));
    const policy = storefrontPolicy({ razorpayCheckoutUrl: config.RAZORPAY_CHECKOUT_URL });
    for (const name of ['script-src', 'frame-src', 'connect-src'])
      assert.ok(directive(policy, name).includes('http://127.0.0.1:9300'), name);
    assert.ok(!policy.includes('razorpay.com'), 'no Razorpay host when the sandbox takes payments');
  });
});

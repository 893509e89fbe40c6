// docker-compose.yml as an SRE would sign it off, read as Compose renders it (checkCompose, with
// interpolation): only the shop listens beyond the machine, images pinned to patched releases,
// PostgreSQL of the same major as Kubernetes, restarts, a gateway wired so that a browser can
// pay through the Razorpay sandbox, notifications wired to the mail, WhatsApp and SMS
// sandboxes, and fulfilment to the courier sandbox. Each rule is also shown to catch a
// deliberate break.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { checkCompose, type ComposeFile } from '../src/compose.js';
import { composePolicyProblems, type ComposePolicy } from '../src/compose-policy.js';
import { assertProblem } from './overlays.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const compose = readFileSync(`${root}docker-compose.yml`, 'utf8');
/** The CloudNativePG Cluster of k8s/base/postgres/cluster.yaml (the file holds its Databases too). */
const cluster = parseAllDocuments(readFileSync(`${root}k8s/base/postgres/cluster.yaml`, 'utf8'))
  .map((d) => d.toJS() as { kind: string; spec: { imageName: string } })
  .find((o) => o.kind === 'Cluster')!;
const POLICY: ComposePolicy = {
  publicServices: ['gateway'],
  kubernetesPostgresImage: cluster.spec.imageName,
};
const INFRA = [
  'postgres',
  'nats',
  'redis',
  'razorpay-sandbox',
  'mail-sandbox',
  'whatsapp-sandbox',
  'sms-sandbox',
  'courier-sandbox',
  'jaeger',
  'minio',
];

/** The rendered model, `env` standing for the shell's variables; Compose's own problems fail. */
function render(text = compose, env: Record<string, string> = {}): ComposeFile {
  const { model, problems } = checkCompose(text, { dir: root, env });
  assert.deepEqual(problems, [], `compose problems:\n  ${problems.join('\n  ')}`);
  return model as ComposeFile;
}
const envOf = (file: ComposeFile, service: string) =>
  file.services[service]!.environment as Record<string, string>;

/** Asserts that a changed copy of the compose file breaks a rule with a problem like `expected`. */
function assertCaught(text: string, expected: RegExp, env: Record<string, string> = {}) {
  assert.notEqual(text, compose, 'the copy was changed');
  const problems = composePolicyProblems(render(text, env), POLICY);
  assertProblem(problems, expected);
}

describe('docker-compose.yml: operations', () => {
  it('passes every rule, with nothing set and with the variables a user sets', () => {
    for (const env of <Record<string, string>[]>[
      {},
      { GOOGLE_CLIENT_ID: 'client.apps', RAZORPAY_KEY_ID: 'rzp_test_mine', NODE_ENV: 'production' },
    ]) {
      const problems = composePolicyProblems(render(compose, env), POLICY);
      assert.deepEqual(problems, [], `with ${JSON.stringify(env)}:\n  ${problems.join('\n  ')}`);
    }
  });

  it('publishes PostgreSQL, NATS, Redis, the sandboxes, Jaeger and MinIO on 127.0.0.1 only', () => {
    const file = render();
    for (const name of INFRA) {
      const ports = file.services[name]!.ports as string[];
      assert.ok(ports.length > 0, `${name} publishes a port`);
      for (const port of ports) assert.match(port, /^127\.0\.0\.1:\d+:\d+$/, `${name}: ${port}`);
    }
    assertCaught(
      compose.replace("ports: ['127.0.0.1:5432:5432']", "ports: ['5432:5432']"),
      /^services\.postgres\.ports: 5432 is published on every interface/,
    );
    assertCaught(
      compose.replace("'127.0.0.1:4318:4318'", "'0.0.0.0:4318:4318'"),
      /^services\.jaeger\.ports: 4318 is published on every interface/,
    );
  });

  it('pins every pulled image to a full patch release, not a floating major or minor tag', () => {
    const file = render();
    for (const [name, service] of Object.entries(file.services)) {
      if (service.build !== undefined) continue;
      assert.match(
        String(service.image),
        /:(\d+\.\d+(\.\d+)?(-[a-z0-9.]+)?|RELEASE\.\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ)$/,
        name,
      );
    }
    // MinIO names each release by its date; a floating tag is still refused
    assertCaught(
      compose.replace(
        'image: minio/minio:RELEASE.2025-04-22T22-12-26Z',
        'image: minio/minio:latest',
      ),
      /^services\.minio\.image: minio\/minio:latest is not pinned to a patch release/,
    );
    assertCaught(
      compose.replace('image: redis:7.4.11-alpine', 'image: redis:7-alpine'),
      /^services\.redis\.image: redis:7-alpine: a floating tag/,
    );
    assertCaught(
      compose.replace('image: nats:2.10.29-alpine', 'image: nats:2.10-alpine'),
      /^services\.nats\.image: nats:2\.10-alpine: a floating tag/,
    );
    assertCaught(
      compose.replace('image: postgres:16.15-alpine', 'image: postgres:16-alpine'),
      /^services\.postgres\.image: postgres:16-alpine: a floating tag/,
    );
    assertCaught(
      compose.replace('jaegertracing/all-in-one:1.60.0', 'jaegertracing/all-in-one:1.60'),
      /^services\.jaeger\.image: .* is not pinned to a patch release/,
    );
    // and no release below the patched floor
    assertCaught(
      compose.replace('image: redis:7.4.11-alpine', 'image: redis:7.4.2-alpine'),
      /^services\.redis\.image: .*Redis 7\.4\.2 is below 7\.4\.6/,
    );
  });

  it('runs the PostgreSQL major that Kubernetes runs', () => {
    const file = render();
    const major = (image: string) => /:(\d+)/.exec(image)?.[1];
    assert.equal(major(String(file.services.postgres!.image)), major(cluster.spec.imageName));
    assertCaught(
      compose.replace('image: postgres:16.15-alpine', 'image: postgres:17.6-alpine'),
      /^services\.postgres\.image: PostgreSQL 17 here, 16 in Kubernetes/,
    );
  });

  it('restarts every long-running service unless it was stopped', () => {
    const file = render();
    for (const [name, service] of Object.entries(file.services))
      assert.equal(service.restart, 'unless-stopped', name);
    assertCaught(
      compose.replace(
        /(\n {2}gateway:\n[\s\S]*?)\n {4}restart: unless-stopped/,
        '$1\n    restart: "no"',
      ),
      /^services\.gateway\.restart: "no"; long-running services restart unless-stopped/,
    );
    assertCaught(
      compose.replace(/(\n {2}redis:\n[\s\S]*?)\n {4}restart: unless-stopped/, '$1'),
      /^services\.redis\.restart: not set/,
    );
  });

  it("gives the gateway checkout's key id, the sandbox's checkout script as the browser reaches it, Google's client id and a public URL", () => {
    const file = render();
    const gateway = envOf(file, 'gateway');
    assert.equal(gateway.RAZORPAY_KEY_ID, envOf(file, 'checkout').RAZORPAY_KEY_ID);
    assert.equal(gateway.RAZORPAY_KEY_ID, envOf(file, 'razorpay-sandbox').RAZORPAY_KEY_ID);
    const script = new URL(gateway.RAZORPAY_CHECKOUT_URL!);
    const sandboxPort = envOf(file, 'razorpay-sandbox').SANDBOX_PORT;
    const published = (file.services['razorpay-sandbox']!.ports as string[])
      .map((p) => p.split(':'))
      .find((p) => p.at(-1) === sandboxPort)?.[1];
    assert.equal(script.port, published, "the sandbox's port published on this machine");
    assert.equal(script.hostname, '127.0.0.1');
    assert.equal(script.pathname, '/v1/checkout.js');
    assert.equal(gateway.PUBLIC_URL, 'http://localhost:8080');
    // the gateway gets the key id, never the secrets
    assert.equal(gateway.RAZORPAY_KEY_SECRET, undefined);
    assert.equal(gateway.RAZORPAY_WEBHOOK_SECRET, undefined);

    // one variable set in the shell reaches every process that needs it
    const set = render(compose, {
      GOOGLE_CLIENT_ID: 'shop.apps.example',
      RAZORPAY_KEY_ID: 'rzp_test_other',
      RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:9300/checkout.js',
    });
    assert.equal(envOf(set, 'gateway').GOOGLE_CLIENT_ID, 'shop.apps.example');
    assert.equal(envOf(set, 'users').GOOGLE_CLIENT_ID, 'shop.apps.example');
    for (const name of ['gateway', 'checkout', 'razorpay-sandbox'])
      assert.equal(envOf(set, name).RAZORPAY_KEY_ID, 'rzp_test_other', name);
    assert.equal(envOf(set, 'gateway').RAZORPAY_CHECKOUT_URL, 'http://127.0.0.1:9300/checkout.js');

    const gatewayEnv = /(\n {2}gateway:\n[\s\S]*?)(\n {6}RAZORPAY_KEY_ID: [^\n]*)/;
    assertCaught(
      compose.replace(gatewayEnv, '$1'),
      /^services\.gateway\.environment\.RAZORPAY_KEY_ID: undefined, not checkout's "rzp_test_sandbox"/,
    );
    assertCaught(
      compose.replace(gatewayEnv, '$1\n      RAZORPAY_KEY_ID: rzp_test_other'),
      /^services\.gateway\.environment\.RAZORPAY_KEY_ID: "rzp_test_other", not checkout's/,
    );
    assertCaught(
      compose.replace(/\n {6}RAZORPAY_CHECKOUT_URL: [^\n]*/, ''),
      /RAZORPAY_CHECKOUT_URL: undefined is not a URL \(the storefront would load real Razorpay's script/,
    );
    assertCaught(
      compose.replace(
        'http://127.0.0.1:9300/v1/checkout.js',
        'http://razorpay-sandbox:9300/v1/checkout.js',
      ),
      /RAZORPAY_CHECKOUT_URL: http:\/\/razorpay-sandbox:9300\/v1\/checkout\.js is not the sandbox as the browser reaches it/,
    );
    assertCaught(
      compose.replace("ports: ['127.0.0.1:9300:9300']", "ports: ['127.0.0.1:9301:9300']"),
      /RAZORPAY_CHECKOUT_URL: .* is not the sandbox as the browser reaches it \(127\.0\.0\.1:9301\)/,
    );
    assertCaught(
      compose.replace(
        /(\n {2}gateway:\n[\s\S]*?)GOOGLE_CLIENT_ID: \$\{GOOGLE_CLIENT_ID:-\}/,
        '$1GOOGLE_CLIENT_ID: ${GATEWAY_GOOGLE_CLIENT_ID:-}',
      ),
      /^services\.gateway\.environment\.GOOGLE_CLIENT_ID: "", not users' "shop\.apps\.example"/,
      { GOOGLE_CLIENT_ID: 'shop.apps.example' },
    );
    assertCaught(
      compose.replace(/\n {6}PUBLIC_URL: [^\n]*/, ''),
      /^services\.gateway\.environment: no PUBLIC_URL/,
    );
  });

  it("sends notifications' e-mail, WhatsApp messages and SMS to the sandboxes, with their keys, and their statuses to the gateway", () => {
    const file = render();
    const notifications = envOf(file, 'notifications');
    assert.equal(notifications.SMTP_URL, 'smtp://mail-sandbox:1025');
    assert.equal(notifications.WHATSAPP_API_BASE, 'http://whatsapp-sandbox:9310');
    assert.equal(notifications.MSG91_API_BASE, 'http://sms-sandbox:9320');
    assert.equal(notifications.SHOP_URL, envOf(file, 'gateway').PUBLIC_URL);
    assert.equal(envOf(file, 'users').SHOP_URL, envOf(file, 'gateway').PUBLIC_URL, 'account links');
    assert.equal(
      envOf(file, 'whatsapp-sandbox').WHATSAPP_SANDBOX_WEBHOOK_URL,
      'http://gateway:8080/api/webhooks/whatsapp',
    );
    assert.equal(
      envOf(file, 'sms-sandbox').SMS_SANDBOX_WEBHOOK_URL,
      'http://gateway:8080/api/webhooks/sms',
    );
    assert.deepEqual(file.services['mail-sandbox']!.ports, [
      '127.0.0.1:1025:1025',
      '127.0.0.1:8025:8025',
    ]);
    // a token set in the shell reaches both sides
    const set = render(compose, {
      WHATSAPP_ACCESS_TOKEN: 'token_from_the_shell',
      MSG91_AUTH_KEY: 'key_from_the_shell',
    });
    for (const name of ['notifications', 'whatsapp-sandbox'])
      assert.equal(envOf(set, name).WHATSAPP_ACCESS_TOKEN, 'token_from_the_shell', name);
    for (const name of ['notifications', 'sms-sandbox'])
      assert.equal(envOf(set, name).MSG91_AUTH_KEY, 'key_from_the_shell', name);

    assertCaught(
      compose.replace('smtp://mail-sandbox:1025', 'smtp://127.0.0.1:1025'),
      /^services\.notifications\.environment\.SMTP_URL: smtp:\/\/127\.0\.0\.1:1025 is not the mail sandbox \(mail-sandbox:1025\)/,
    );
    assertCaught(
      compose.replace('http://whatsapp-sandbox:9310', 'http://whatsapp-sandbox:9300'),
      /^services\.notifications\.environment\.WHATSAPP_API_BASE: .* is not the sandbox \(whatsapp-sandbox:9310\)/,
    );
    assertCaught(
      compose.replace(/(\n {2}whatsapp-sandbox:\n[\s\S]*?)\n {6}<<: \*whatsapp-keys/, '$1'),
      /^services\.notifications\.environment\.WHATSAPP_ACCESS_TOKEN: "sandbox_whatsapp_token", not whatsapp-sandbox's undefined/,
    );
    assertCaught(
      compose.replace('http://gateway:8080/api/webhooks/whatsapp', 'http://gateway:8080/webhooks'),
      /WHATSAPP_SANDBOX_WEBHOOK_URL: http:\/\/gateway:8080\/webhooks is not the gateway's http:\/\/gateway:8080\/api\/webhooks\/whatsapp/,
    );
    assertCaught(
      compose.replace('http://sms-sandbox:9320', 'http://127.0.0.1:9320'),
      /^services\.notifications\.environment\.MSG91_API_BASE: .* is not the sandbox \(sms-sandbox:9320\)/,
    );
    assertCaught(
      compose.replace(/(\n {2}sms-sandbox:\n[\s\S]*?)\n {6}<<: \*sms-keys/, '$1'),
      /^services\.notifications\.environment\.SMS_WEBHOOK_SECRET: "sandbox_sms_webhook_secret", not sms-sandbox's undefined/,
    );
    assertCaught(
      compose.replace(
        'http://gateway:8080/api/webhooks/sms',
        'http://gateway:9100/api/webhooks/sms',
      ),
      /SMS_SANDBOX_WEBHOOK_URL: http:\/\/gateway:9100\/api\/webhooks\/sms is not the gateway's http:\/\/gateway:8080\/api\/webhooks\/sms/,
    );
    assertCaught(
      compose
        .replace(/\n {2}sms-sandbox:\n[\s\S]*?(\n {2}gateway:\n)/, '$1')
        .replace('      sms-sandbox: { condition: service_healthy }\n', ''),
      /^notifications cannot message without sms-sandbox$/,
    );
  });

  it("sends fulfilment's courier calls to the courier sandbox, with its API user and token, and its tracking webhooks to the gateway", () => {
    const file = render();
    const fulfilment = envOf(file, 'fulfilment');
    const sandbox = envOf(file, 'courier-sandbox');
    assert.equal(fulfilment.SHIPROCKET_API_BASE, 'http://courier-sandbox:9330');
    for (const [key, value] of Object.entries({
      SHIPROCKET_EMAIL: 'sandbox-api@arogya.test',
      SHIPROCKET_PASSWORD: 'sandbox_shiprocket_password',
      SHIPROCKET_WEBHOOK_TOKEN: 'sandbox_shiprocket_webhook_token',
    })) {
      assert.equal(fulfilment[key], value, key);
      assert.equal(sandbox[key], value, key);
    }
    assert.equal(
      sandbox.COURIER_SANDBOX_WEBHOOK_URL,
      'http://gateway:8080/api/webhooks/courier-tracking',
    );
    assert.deepEqual(file.services['courier-sandbox']!.ports, ['127.0.0.1:9330:9330']);
    assert.deepEqual(
      (file.services.fulfilment!.depends_on as Record<string, unknown>)['courier-sandbox'],
      { condition: 'service_healthy' },
    );
    // a token set in the shell reaches both sides
    const set = render(compose, { SHIPROCKET_WEBHOOK_TOKEN: 'token_from_the_shell' });
    for (const name of ['fulfilment', 'courier-sandbox'])
      assert.equal(envOf(set, name).SHIPROCKET_WEBHOOK_TOKEN, 'token_from_the_shell', name);

    assertCaught(
      compose.replace('http://courier-sandbox:9330', 'http://127.0.0.1:9330'),
      /^services\.fulfilment\.environment\.SHIPROCKET_API_BASE: .* is not the sandbox \(courier-sandbox:9330\)/,
    );
    assertCaught(
      compose.replace(/(\n {2}courier-sandbox:\n[\s\S]*?)\n {6}<<: \*shiprocket-keys/, '$1'),
      /^services\.fulfilment\.environment\.SHIPROCKET_PASSWORD: "sandbox_shiprocket_password", not courier-sandbox's undefined/,
    );
    assertCaught(
      compose.replace(
        'http://gateway:8080/api/webhooks/courier-tracking',
        'http://gateway:8080/api/webhooks/shiprocket',
      ),
      /COURIER_SANDBOX_WEBHOOK_URL: http:\/\/gateway:8080\/api\/webhooks\/shiprocket is not the gateway's http:\/\/gateway:8080\/api\/webhooks\/courier-tracking/,
    );
    assertCaught(
      compose
        .replace(/\n {2}courier-sandbox:\n[\s\S]*?(\n {2}razorpay-sandbox:\n)/, '$1')
        .replace('      courier-sandbox: { condition: service_healthy }\n', ''),
      /^fulfilment cannot ship without courier-sandbox$/,
    );
  });
});

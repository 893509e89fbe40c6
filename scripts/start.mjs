#!/usr/bin/env node
// `npm start`: builds the shop, makes sure PostgreSQL, NATS (JetStream) and Redis answer
// (starting them with Docker Compose when they are absent and Docker is there), then starts
// every service and the gateway, waits until each is ready, and prints where the shop is.
// Ctrl-C stops everything cleanly.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env };
const log = (msg) => console.log(`[start] ${msg}`);

const infra = [
  {
    name: 'PostgreSQL',
    url: env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    port: 5432,
    compose: 'postgres',
  },
  { name: 'NATS', url: env.NATS_URL ?? 'nats://127.0.0.1:4222', port: 4222, compose: 'nats' },
  { name: 'Redis', url: env.REDIS_URL ?? 'redis://127.0.0.1:6379', port: 6379, compose: 'redis' },
];

/**
 * The key that signs access tokens: AUTH_PRIVATE_KEY when given, else one made on the first
 * start and kept in var/ (ignored by git), so that sign-ins survive restarts.
 */
function authKey() {
  if (env.AUTH_PRIVATE_KEY) return env.AUTH_PRIVATE_KEY;
  const dir = join(root, 'var', 'auth');
  const file = join(dir, 'private-key.pem');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const { privateKey } = generateKeyPairSync('ed25519');
    writeFileSync(file, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
    log(`Made a token signing key in ${file}`);
  }
  return readFileSync(file, 'utf8');
}

const port = env.PORT ?? '8080';
const sandboxPort = env.SANDBOX_PORT ?? '9300';
/** Without RAZORPAY_API_BASE, payments go to the local Razorpay sandbox, started here. */
const useSandbox = !env.RAZORPAY_API_BASE;
/**
 * The sandbox's well-known keys, only when payments go to the sandbox: the checkout service has
 * no defaults for its secrets, and refuses them with NODE_ENV=production.
 */
const sandboxKeys = useSandbox
  ? {
      RAZORPAY_KEY_ID: env.RAZORPAY_KEY_ID ?? 'rzp_test_sandbox',
      RAZORPAY_KEY_SECRET: env.RAZORPAY_KEY_SECRET ?? 'sandbox_key_secret',
      RAZORPAY_WEBHOOK_SECRET: env.RAZORPAY_WEBHOOK_SECRET ?? 'sandbox_webhook_secret',
    }
  : {};
const razorpay = {
  RAZORPAY_API_BASE: env.RAZORPAY_API_BASE ?? `http://127.0.0.1:${sandboxPort}`,
  ...sandboxKeys,
};

/**
 * Messages: without SMTP_URL every e-mail goes to the local mail sandbox (its inbox on
 * MAIL_SANDBOX_PORT), and without WHATSAPP_API_BASE every WhatsApp message to the WhatsApp
 * sandbox, so a newcomer sees everything the shop sends without any account.
 */
const mailPort = env.MAIL_SANDBOX_PORT ?? '8025';
const smtpPort = env.MAIL_SANDBOX_SMTP_PORT ?? '1025';
const useMailSandbox = !env.SMTP_URL;
const whatsappPort = env.WHATSAPP_SANDBOX_PORT ?? '9310';
const useWhatsAppSandbox = !env.WHATSAPP_API_BASE;
const smsPort = env.SMS_SANDBOX_PORT ?? '9320';
const notify = {
  SMTP_URL: env.SMTP_URL ?? `smtp://127.0.0.1:${smtpPort}`,
  WHATSAPP_API_BASE: env.WHATSAPP_API_BASE ?? `http://127.0.0.1:${whatsappPort}`,
  MSG91_API_BASE: env.MSG91_API_BASE ?? `http://127.0.0.1:${smsPort}`,
  SHOP_URL: env.SHOP_URL ?? `http://localhost:${port}`,
  STAFF_EMAILS: env.STAFF_EMAILS ?? 'orders@arogya.local',
};

/**
 * Shipping (issue 33): without SHIPROCKET_EMAIL, fulfilment books with the local courier sandbox
 * (a Shiprocket: AWBs, labels, scans played every few seconds once a pickup is asked for, its
 * tracking webhooks to the gateway), with its well-known user and token.
 */
const courierPort = env.COURIER_SANDBOX_PORT ?? '9330';
const useCourierSandbox = !env.SHIPROCKET_EMAIL;
const courierToken = 'sandbox_shiprocket_webhook_token';
const courier = useCourierSandbox
  ? {
      SHIPROCKET_API_BASE: `http://127.0.0.1:${courierPort}`,
      SHIPROCKET_EMAIL: 'sandbox-api@arogya.test',
      SHIPROCKET_PASSWORD: 'sandbox_shiprocket_password',
      SHIPROCKET_WEBHOOK_TOKEN: courierToken,
    }
  : {};

const processes = [
  ...(useMailSandbox
    ? [
        {
          name: 'mail-sandbox',
          script: 'infra/mail-sandbox/dist/src/main.js',
          env: {
            MAIL_SANDBOX_PORT: mailPort,
            MAIL_SANDBOX_SMTP_PORT: smtpPort,
            // delivery and bounce reports, as a relay (Postmark) sends them, with the sandbox's
            // password (notifications' default EMAIL_WEBHOOK_SECRET)
            MAIL_SANDBOX_WEBHOOK_URL: `http://postmark:sandbox_email_webhook_secret@127.0.0.1:${port}/api/webhooks/email`,
          },
          ready: `http://127.0.0.1:${mailPort}/health`,
        },
      ]
    : []),
  ...(useWhatsAppSandbox
    ? [
        {
          name: 'whatsapp-sandbox',
          script: 'infra/whatsapp-sandbox/dist/src/main.js',
          env: {
            WHATSAPP_SANDBOX_PORT: whatsappPort,
            WHATSAPP_SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${port}/api/webhooks/whatsapp`,
          },
          ready: `http://127.0.0.1:${whatsappPort}/health`,
        },
        {
          name: 'sms-sandbox',
          script: 'infra/sms-sandbox/dist/src/main.js',
          env: {
            SMS_SANDBOX_PORT: smsPort,
            SMS_SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${port}/api/webhooks/sms`,
            // the shop's DLT templates, as registered with MSG91
            SMS_SANDBOX_TEMPLATES: join(
              root,
              'services/notifications/templates/sms-templates.json',
            ),
          },
          ready: `http://127.0.0.1:${smsPort}/health`,
        },
      ]
    : []),
  ...(useCourierSandbox
    ? [
        {
          name: 'courier-sandbox',
          script: 'infra/courier-sandbox/dist/src/main.js',
          env: {
            COURIER_SANDBOX_PORT: courierPort,
            COURIER_SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${port}/api/webhooks/courier-tracking`,
            SHIPROCKET_WEBHOOK_TOKEN: courierToken,
          },
          ready: `http://127.0.0.1:${courierPort}/health`,
        },
      ]
    : []),
  ...(useSandbox
    ? [
        {
          name: 'razorpay-sandbox',
          script: 'infra/razorpay-sandbox/dist/src/main.js',
          env: {
            SANDBOX_PORT: sandboxPort,
            ...sandboxKeys,
            SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${port}/api/webhooks/razorpay`,
          },
          ready: `http://127.0.0.1:${sandboxPort}/sandbox/health`,
        },
      ]
    : []),
  {
    name: 'users',
    script: 'services/users/dist/src/main.js',
    env: {
      OPS_PORT: env.USERS_OPS_PORT ?? '9102',
      AUTH_PRIVATE_KEY: authKey(),
      ADMIN_EMAIL: env.ADMIN_EMAIL ?? 'admin@arogya.local',
    },
  },
  {
    name: 'catalog',
    script: 'services/catalog/dist/src/main.js',
    env: { OPS_PORT: env.CATALOG_OPS_PORT ?? '9101', CATALOG_SEED: env.CATALOG_SEED ?? 'true' },
  },
  {
    name: 'cart',
    script: 'services/cart/dist/src/main.js',
    env: { OPS_PORT: env.CART_OPS_PORT ?? '9103' },
  },
  {
    name: 'checkout',
    script: 'services/checkout/dist/src/main.js',
    env: { OPS_PORT: env.CHECKOUT_OPS_PORT ?? '9104', ...razorpay },
  },
  {
    name: 'orders',
    script: 'services/orders/dist/src/main.js',
    env: { OPS_PORT: env.ORDERS_OPS_PORT ?? '9105' },
  },
  {
    name: 'notifications',
    script: 'services/notifications/dist/src/main.js',
    env: { OPS_PORT: env.NOTIFICATIONS_OPS_PORT ?? '9106', ...notify },
  },
  {
    // issue 33, in progress: orders to ship, shipments with the courier, tracking
    name: 'fulfilment',
    script: 'services/fulfilment/dist/src/main.js',
    env: { OPS_PORT: env.FULFILMENT_OPS_PORT ?? '9107', ...courier },
  },
  {
    name: 'gateway',
    script: 'gateway/dist/src/main.js',
    env: {
      OPS_PORT: env.GATEWAY_OPS_PORT ?? '9100',
      ...(useSandbox && { RAZORPAY_CHECKOUT_URL: `http://127.0.0.1:${sandboxPort}/checkout.js` }),
    },
  },
];

function answers({ url, port }) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = connect({ host: u.hostname, port: Number(u.port || port) });
    const done = (ok) => (s.destroy(), resolve(ok));
    s.setTimeout(1000, () => done(false));
    s.once('connect', () => done(true)).once('error', () => done(false));
  });
}

async function ensureInfra() {
  const missing = [];
  for (const dep of infra) if (!(await answers(dep))) missing.push(dep);
  if (missing.length === 0) return log('PostgreSQL, NATS and Redis answer.');
  const docker = spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0;
  if (!docker) {
    console.error(
      `[start] Not reachable: ${missing.map((d) => `${d.name} (${d.url})`).join(', ')}.\n` +
        '[start] Start them (see README "Requirements") or set POSTGRES_URL / NATS_URL / REDIS_URL.',
    );
    process.exit(1);
  }
  log(`Starting ${missing.map((d) => d.name).join(', ')} with Docker Compose…`);
  execFileSync('docker', ['compose', 'up', '-d', '--wait', ...missing.map((d) => d.compose)], {
    cwd: root,
    stdio: 'inherit',
  });
}

async function waitReady(name, url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited during start-up (code ${child.exitCode})`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} was not ready after 60 s`);
}

if (!existsSync(`${root}/node_modules`)) {
  console.error('[start] Dependencies are missing: run `npm ci` first.');
  process.exit(1);
}
log('Building (incremental)…');
execFileSync(
  process.execPath,
  [`${root}/node_modules/typescript/bin/tsc`, '-b', 'tsconfig.build.json'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
await ensureInfra();

const children = [];
let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  log('Stopping…');
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  Promise.all(
    children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r)))),
  ).then(() => process.exit(code));
}
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));

for (const p of processes) {
  log(`Starting ${p.name}…`);
  const child = spawn(process.execPath, [p.script], {
    cwd: root,
    env: { ...env, ...p.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(
      `[start] ${p.name} stopped unexpectedly (${signal ?? `code ${code}`}); stopping the shop.`,
    );
    stopAll(1);
  });
  try {
    await waitReady(p.name, p.ready ?? `http://127.0.0.1:${p.env.OPS_PORT}/health/ready`, child);
  } catch (err) {
    console.error(`[start] ${err.message}`);
    stopAll(1);
    break;
  }
}
if (!stopping) {
  log(
    `Arogya is running: http://localhost:${port}/api/products  (API docs: http://localhost:${port}/api/docs)`,
  );
  if (useSandbox)
    log(
      `Payments go to the Razorpay sandbox at http://127.0.0.1:${sandboxPort} (test card popup).`,
    );
  if (useMailSandbox) log(`Every e-mail the shop sends: http://localhost:${mailPort}`);
  if (useWhatsAppSandbox)
    log(`WhatsApp messages: http://localhost:${whatsappPort}  SMS: http://localhost:${smsPort}`);
  if (useCourierSandbox) log(`Shipments with the courier sandbox: http://localhost:${courierPort}`);
  log('Press Ctrl-C to stop.');
}

// The production NATS permissions (k8s/base/nats/auth.conf) on a nats-server of this test's
// own, with the platform's connectNats: only checkout may publish checkout's events.
import { ConfigError, connectNats } from '@arogya/platform';
import { binary, freePort, REPO_ROOT, ServerProcess } from '@arogya/testing';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect as tcp } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

const USERS = [
  'catalog',
  'users',
  'cart',
  'checkout',
  'orders',
  'notifications',
  'fulfilment',
  'gateway',
];
// nats-server parses an environment variable's value as config: a password must not read as
// a number ("123", "12e4..."), hence a letter first (k8s/README.md makes them the same way)
const passwords = Object.fromEntries(USERS.map((u) => [u, `p${randomBytes(16).toString('hex')}`]));

/** Whether something listens on `port`. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = tcp({ host: '127.0.0.1', port });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

describe('NATS users and subject permissions (k8s/base/nats/auth.conf)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arogya-nats-auth-'));
  let server: ServerProcess;
  let url = '';
  const open: NatsConnection[] = [];
  const as = async (user: string, password = passwords[user]) => {
    const nc = await connectNats({ url, name: `test-${user}`, user, password });
    open.push(nc);
    return nc;
  };

  before(async () => {
    const port = await freePort();
    url = `nats://127.0.0.1:${port}`;
    copyFileSync(`${REPO_ROOT}k8s/base/nats/auth.conf`, join(dir, 'auth.conf'));
    writeFileSync(
      join(dir, 'nats.conf'),
      `port: ${port}\nhost: 127.0.0.1\njetstream { store_dir: "${join(dir, 'js')}" }\n` +
        'include ./auth.conf\n',
    );
    for (const u of USERS) process.env[`NATS_PASSWORD_${u.toUpperCase()}`] = passwords[u];
    server = new ServerProcess(
      'nats',
      binary('nats-server', ['/usr/sbin/nats-server', '/usr/local/bin/nats-server']),
      ['-c', join(dir, 'nats.conf')],
      join(dir, 'nats.log'),
      () => listening(port),
    );
    await server.start();
    // the stream the services create at start (ensureStreams), made by checkout's user
    const jsm = await jetstreamManager(await as('checkout'));
    await jsm.streams.add({ name: 'SHOP', subjects: ['shop.>'] });
  });
  after(async () => {
    await Promise.all(open.map((nc) => nc.close()));
    await server?.stop('SIGTERM', 5000);
    rmSync(dir, { recursive: true, force: true });
  });

  it("lets checkout's user publish a checkout event into the stream", async () => {
    const js = jetstream(await as('checkout'));
    const ack = await js.publish('shop.checkout.payment-verified.v1', '{}', { msgID: 'a1' });
    assert.equal(ack.stream, 'SHOP');
  });

  it("refuses orders' user (and the gateway's) publishing a checkout event", async () => {
    for (const user of ['orders', 'gateway']) {
      const js = jetstream(await as(user), { timeout: 2000 });
      await assert.rejects(
        js.publish('shop.checkout.payment-verified.v1', '{}', { msgID: `forged-${user}` }),
        /permission|timeout|no responders/i,
        user,
      );
    }
    const info = await (await jetstreamManager(await as('checkout'))).streams.info('SHOP');
    assert.equal(info.state.messages, 1, 'only the event checkout published is stored');
  });

  it('lets the gateway call checkout, which answers; cart may not answer for checkout', async () => {
    const checkout = await as('checkout');
    const sub = checkout.subscribe('checkout.checkouts.get');
    void (async () => {
      for await (const m of sub) m.respond('{"ok":true}');
    })();
    await checkout.flush();
    const reply = await (
      await as('gateway')
    ).request('checkout.checkouts.get', '{}', {
      timeout: 2000,
    });
    assert.equal(reply.string(), '{"ok":true}');
    const cart = await as('cart');
    const errors = (async () => {
      for await (const s of cart.status()) if (s.type === 'error') return String(s.error);
      return '';
    })();
    cart.subscribe('checkout.>');
    assert.match(await errors, /permissions violation for subscription/i);
  });

  it("lets users ask notifications for an account message, and nothing else of notifications'", async () => {
    const notifications = await as('notifications');
    const sub = notifications.subscribe('notifications.>');
    void (async () => {
      for await (const m of sub) m.respond('{"queued":1}');
    })();
    await notifications.flush();
    const users = await as('users');
    const reply = await users.request('notifications.account.send', '{}', { timeout: 2000 });
    assert.equal(reply.string(), '{"queued":1}');
    await assert.rejects(
      users.request('notifications.messages.page', '{}', { timeout: 2000 }),
      /permission|timeout|no responders/i,
    );
  });

  it("lets fulfilment's user answer its calls (the gateway's, not orders'), call catalog's and users' contacts, publish its own events only, and receive the orders'", async () => {
    const fulfilment = await as('fulfilment');
    const sub = fulfilment.subscribe('fulfilment.>');
    void (async () => {
      for await (const m of sub) m.respond('{"republished":true}');
    })();
    await fulfilment.flush();
    const reply = await (
      await as('gateway')
    ).request('fulfilment.dead-letters.republish', '{"id":1}', { timeout: 2000 });
    assert.equal(reply.string(), '{"republished":true}');
    const orders = await as('orders');
    await assert.rejects(
      orders.request('fulfilment.dead-letters.republish', '{"id":1}', {
        timeout: 2000,
      }),
      /permission|timeout|no responders/i,
    );
    // orders asks it before a shopper's cancellation or new address (issue 33), nothing else
    for (const asked of ['fulfilment.orders.withdraw', 'fulfilment.orders.readdress'])
      assert.equal(
        (await orders.request(asked, '{}', { timeout: 2000 })).string(),
        '{"republished":true}',
      );
    await assert.rejects(
      orders.request('fulfilment.shipments.book', '{}', { timeout: 2000 }),
      /permission|timeout|no responders/i,
    );
    // it asks catalog (a variant's weight), and no other service
    const catalog = await as('catalog');
    const products = catalog.subscribe('catalog.products.get', { max: 1 });
    void (async () => {
      for await (const m of products) m.respond('{"weighed":true}');
    })();
    await catalog.flush();
    const weighed = await fulfilment.request('catalog.products.get', '{}', { timeout: 2000 });
    assert.equal(weighed.string(), '{"weighed":true}');
    await assert.rejects(
      fulfilment.request('orders.orders.get', '{}', { timeout: 2000 }),
      /permission|timeout|no responders/i,
    );
    // and users for an account's contact (public tracking), none of users' other calls
    const users = await as('users');
    const contacts = users.subscribe('users.>');
    void (async () => {
      for await (const m of contacts) m.respond('{"contact":true}');
    })();
    await users.flush();
    const contact = await fulfilment.request('users.contacts.get', '{}', { timeout: 2000 });
    assert.equal(contact.string(), '{"contact":true}');
    await assert.rejects(
      fulfilment.request('users.auth.login', '{}', { timeout: 2000 }),
      /permission|timeout|no responders/i,
    );
    const js = jetstream(fulfilment, { timeout: 2000 });
    const own = await js.publish('shop.fulfilment.probe.v1', '{}', { msgID: 'fulfilment-own' });
    assert.equal(own.stream, 'SHOP');
    await assert.rejects(
      js.publish('shop.orders.order-placed.v1', '{}', { msgID: 'fulfilment-forged' }),
      /permission|timeout|no responders/i,
    );
    // it receives the orders' events (the orders to ship) and checkout's (a claim's refund,
    // issue 33), and not those of services it has no business with (the carts')
    const placed = fulfilment.subscribe('shop.orders.order-placed.v1', { max: 1 });
    const refunded = fulfilment.subscribe('shop.checkout.claim-refund-changed.v1', { max: 1 });
    await fulfilment.flush();
    orders.publish('shop.orders.order-placed.v1', '{"probe":1}');
    await orders.flush();
    for await (const m of placed) assert.equal(m.string(), '{"probe":1}');
    const checkout = await as('checkout');
    checkout.publish('shop.checkout.claim-refund-changed.v1', '{"probe":2}');
    await checkout.flush();
    for await (const m of refunded) assert.equal(m.string(), '{"probe":2}');
    const denied = fulfilment.subscribe('shop.cart.>');
    await assert.rejects(
      (async () => {
        for await (const _ of denied) assert.fail('a cart event reached fulfilment');
      })(),
      /permission/i,
    );
  });

  it('refuses anyone without a password, or with a wrong one', async () => {
    await assert.rejects(connectNats({ url, name: 'anonymous' }), /authorization/i);
    await assert.rejects(
      connectNats({ url, name: 'wrong', user: 'checkout', password: passwords.orders }),
      /authorization/i,
    );
  });

  it('refuses a password without a user at configuration time', () => {
    assert.throws(() => connectNats({ url, name: 'x', password: 'secret' }), ConfigError);
  });
});

/** Runs `code` (an ES module importing @arogya/platform) in a child process with `env`. */
function runNode(code: string, env: Record<string, string>) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', code],
      { cwd: `${REPO_ROOT}packages/platform`, env: { ...process.env, ...env }, timeout: 20_000 },
      (err, stdout, stderr) =>
        resolve({ code: err ? Number(err.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

describe('NATS over TLS, as in k8s (tls:// and the CA in NODE_EXTRA_CA_CERTS)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arogya-nats-tls-'));
  let server: ServerProcess;
  let port = 0;
  const connectAsCheckout = `
    import { connectNats } from '@arogya/platform';
    const nc = await connectNats({ url: process.env.NATS_URL, name: 't', user: 'checkout',
      password: process.env.NATS_PASSWORD });
    await nc.flush();
    console.log('connected', nc.info.tls_required);
    await nc.close();`;

  before(async () => {
    port = await freePort();
    const openssl = binary('openssl', ['/usr/bin/openssl']);
    const run = (...args: string[]) => execFileSync(openssl, args, { cwd: dir, stdio: 'ignore' });
    const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
    run('req', '-x509', ...ec, '-keyout', 'ca.key', '-out', 'ca.crt', '-subj', '/CN=test-ca');
    run('req', ...ec, '-keyout', 'tls.key', '-out', 'tls.csr', '-subj', '/CN=localhost');
    writeFileSync(join(dir, 'san.ext'), 'subjectAltName=DNS:localhost\n');
    run(
      'x509',
      '-req',
      '-in',
      'tls.csr',
      '-CA',
      'ca.crt',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'tls.crt',
      '-days',
      '1',
      '-extfile',
      'san.ext',
    );
    copyFileSync(`${REPO_ROOT}k8s/base/nats/auth.conf`, join(dir, 'auth.conf'));
    // the tls block of k8s/base/nats/nats.conf, with this test's files
    writeFileSync(
      join(dir, 'nats.conf'),
      `port: ${port}\nhost: 127.0.0.1\n` +
        `tls { cert_file: "${dir}/tls.crt", key_file: "${dir}/tls.key", ca_file: "${dir}/ca.crt", timeout: 2 }\n` +
        'include ./auth.conf\n',
    );
    for (const u of USERS) process.env[`NATS_PASSWORD_${u.toUpperCase()}`] = passwords[u];
    server = new ServerProcess(
      'nats-tls',
      binary('nats-server', ['/usr/sbin/nats-server', '/usr/local/bin/nats-server']),
      ['-c', join(dir, 'nats.conf')],
      join(dir, 'nats.log'),
      () => listening(port),
    );
    await server.start();
  });
  after(async () => {
    await server?.stop('SIGTERM', 5000);
    rmSync(dir, { recursive: true, force: true });
  });

  it('connects with the CA given by NODE_EXTRA_CA_CERTS', async () => {
    const res = await runNode(connectAsCheckout, {
      NATS_URL: `tls://localhost:${port}`,
      NATS_PASSWORD: passwords.checkout!,
      NODE_EXTRA_CA_CERTS: join(dir, 'ca.crt'),
    });
    assert.equal(res.code, 0, res.output);
    assert.match(res.output, /connected true/);
  });

  it('refuses a server whose certificate it cannot verify (no CA)', async () => {
    const res = await runNode(connectAsCheckout, {
      NATS_URL: `tls://localhost:${port}`,
      NATS_PASSWORD: passwords.checkout!,
      NODE_EXTRA_CA_CERTS: '',
    });
    assert.notEqual(res.code, 0, res.output);
    assert.match(res.output, /certificate|self[- ]signed|verify/i);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { z } from 'zod';
import {
  baseEnvSchema,
  escapeLike,
  ConfigError,
  loadConfig,
  OpsServer,
  optionalVar,
  registry,
  SqlWhere,
  isUnavailable,
  toRpcErrorBody,
} from '../src/index.js';

describe('configuration', () => {
  it('fills defaults for a bare environment', () => {
    const c = loadConfig(baseEnvSchema, {});
    assert.equal(c.NATS_URL, 'nats://127.0.0.1:4222');
    assert.equal(c.SHOP_NAMESPACE, '');
    assert.equal(c.RPC_TIMEOUT_MS, 5000);
  });

  it('fails fast naming every bad variable', () => {
    assert.throws(
      () =>
        loadConfig(baseEnvSchema, {
          NATS_URL: 'http://wrong',
          RPC_TIMEOUT_MS: 'soon',
          SHOP_NAMESPACE: 'Has-Caps',
        }),
      (err: Error) =>
        err instanceof ConfigError &&
        /NATS_URL: must be a nats:\/\/ or tls:\/\/ URL/.test(err.message) &&
        /RPC_TIMEOUT_MS: must be a number/.test(err.message) &&
        /SHOP_NAMESPACE/.test(err.message),
    );
  });
});

describe('ops server', () => {
  it('answers live, ready with every check, and 503 naming a failing dependency', async () => {
    let postgresUp = true;
    let redisUp = true;
    const ops = new OpsServer([
      {
        name: 'postgres',
        check: async () => {
          if (!postgresUp) throw new Error('connection refused');
        },
      },
      {
        name: 'redis',
        optional: true,
        check: async () => {
          if (!redisUp) throw new Error('Connection is closed.');
        },
      },
    ]);
    const port = await ops.listen(0, '127.0.0.1');
    const url = (p: string) => `http://127.0.0.1:${port}${p}`;
    type Ready = { status: string; checks: { name: string; ok: boolean; error?: string }[] };
    const ready = async () => {
      const res = await fetch(url('/health/ready'));
      return { status: res.status, body: (await res.json()) as Ready };
    };
    try {
      const live = await fetch(url('/health/live'));
      assert.equal(live.status, 200);
      // it names the process that answered (a test harness tells a port taken by another)
      assert.equal(live.headers.get('x-process-id'), String(process.pid));
      const starting = await ready();
      assert.equal(starting.status, 503, 'not ready before the application has started');
      assert.equal(starting.body.status, 'starting');
      ops.markStarted();
      assert.deepEqual(await ready(), {
        status: 200,
        body: {
          status: 'ok',
          checks: [
            { name: 'postgres', ok: true },
            { name: 'redis', ok: true, optional: true },
          ],
        },
      });

      // an optional dependency down: still ready, "degraded", the failure named
      redisUp = false;
      const degraded = await ready();
      assert.equal(degraded.status, 200);
      assert.equal(degraded.body.status, 'degraded');
      assert.deepEqual(
        degraded.body.checks.find((c) => c.name === 'redis'),
        { name: 'redis', ok: false, optional: true, error: 'Connection is closed.' },
      );
      assert.equal((await fetch(url('/health/live'))).status, 200, 'liveness asks nobody');

      // a needed one down: 503, named
      postgresUp = false;
      const down = await ready();
      assert.equal(down.status, 503);
      assert.equal(down.body.status, 'unavailable');
      assert.deepEqual(
        down.body.checks.find((c) => c.name === 'postgres'),
        { name: 'postgres', ok: false, error: 'connection refused' },
      );
      assert.equal((await fetch(url('/health/live'))).status, 200, 'liveness asks nobody');
      postgresUp = true;
      redisUp = true;
      ops.beginShutdown();
      assert.equal(
        (await fetch(url('/health/ready'))).status,
        503,
        'not ready while shutting down',
      );
      const metrics = await fetch(url('/metrics'));
      assert.equal(metrics.headers.get('content-type'), registry.contentType);
      assert.match(await metrics.text(), /process_cpu_user_seconds_total/);
    } finally {
      await ops.close();
    }
  });
});

describe('optional variables', () => {
  it('treat an empty value as unset, and still check a given one', () => {
    const schema = z.object({ ADMIN_PASSWORD: optionalVar(z.string().min(8)) });
    assert.equal(loadConfig(schema, { ADMIN_PASSWORD: '' }).ADMIN_PASSWORD, undefined);
    assert.throws(() => loadConfig(schema, { ADMIN_PASSWORD: 'short' }), /ADMIN_PASSWORD/);
  });
});

describe('escapeLike', () => {
  it('makes %, _ and backslash match themselves', () => {
    assert.equal(escapeLike('50%_off\\'), '50\\%\\_off\\\\');
    assert.equal(escapeLike('plain'), 'plain');
  });
});

describe('SqlWhere', () => {
  it('adds only the given conditions, every value as a parameter', () => {
    const w = new SqlWhere()
      .ilikeAny(['name', 'email'], 'a%b')
      .equals('role', undefined)
      .equals('category', 'Protein', 'lower')
      .idIn('id', ['00000000-0000-4000-8000-000000000000']);
    assert.equal(
      w.clause,
      '(name ILIKE $1 OR email ILIKE $1) AND lower(category) = lower($2) AND id = ANY($3::uuid[])',
    );
    assert.deepEqual(w.values, ['%a\\%b%', 'Protein', ['00000000-0000-4000-8000-000000000000']]);
    assert.equal(w.param(10), '$4');
    assert.equal(new SqlWhere().clause, 'TRUE');
  });
});

describe('a database outage seen by a call', () => {
  it('is a 503 naming the service, not a 500; other failures stay 500 with no detail', () => {
    const outages = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ];
    for (const err of outages) {
      assert.equal(isUnavailable(err), true, err.message);
      assert.deepEqual(toRpcErrorBody(err, 'cart'), {
        status: 503,
        message: 'The cart service is unavailable, please try again shortly',
      });
    }
    const bug = Object.assign(new Error('column "x" does not exist'), { code: '42703' });
    assert.equal(isUnavailable(bug), false);
    assert.deepEqual(toRpcErrorBody(bug, 'cart'), { status: 500, message: 'Internal error' });
  });
});

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
    let redisUp = true;
    const ops = new OpsServer([
      { name: 'postgres', check: async () => undefined },
      {
        name: 'redis',
        check: async () => {
          if (!redisUp) throw new Error('connection refused');
        },
      },
    ]);
    const port = await ops.listen(0, '127.0.0.1');
    const url = (p: string) => `http://127.0.0.1:${port}${p}`;
    try {
      assert.equal((await fetch(url('/health/live'))).status, 200);
      const starting = await fetch(url('/health/ready'));
      assert.equal(starting.status, 503, 'not ready before the application has started');
      assert.equal(((await starting.json()) as { status: string }).status, 'starting');
      ops.markStarted();
      const ready = await fetch(url('/health/ready'));
      assert.equal(ready.status, 200);
      redisUp = false;
      const down = await fetch(url('/health/ready'));
      assert.equal(down.status, 503);
      const body = (await down.json()) as {
        checks: { name: string; ok: boolean; error?: string }[];
      };
      assert.deepEqual(
        body.checks.find((c) => c.name === 'redis'),
        {
          name: 'redis',
          ok: false,
          error: 'connection refused',
        },
      );
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

import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { call, sandboxSuite } from './support.js';

const sb = sandboxSuite();

const DEFAULTS = {
  captureMode: 'automatic',
  lateAuthorizationMs: 1000,
  refundOutcome: 'processed',
  refundDelayMs: 100,
  clockOffsetMs: 0,
  refundConflictWhilePending: false,
  refundIdempotencyConflicts: false,
  refundBalancePaise: null,
  refuseWhileAuthorized: false,
  authorizationLapseMs: 3 * 24 * 3600_000,
  maxAmountPaise: null,
  revokedKeyIds: [],
  webhooks: {
    drop: [],
    duplicate: [],
    reorder: false,
    retryDelaysMs: [250, 500, 1000, 2000, 4000, 8000, 16000],
    disableAfterFailures: null,
  },
};

const settingsUrl = () => `${sb.sandbox.url}/sandbox/settings`;

describe('runtime settings', () => {
  afterEach(async () => {
    assert.equal((await call(`${settingsUrl()}/reset`, 'POST')).status, 200);
  });

  it('answers the defaults at GET /sandbox/settings and on sandbox.settings', async () => {
    const res = await call(settingsUrl(), 'GET');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, DEFAULTS);
    assert.deepEqual(sb.sandbox.settings, DEFAULTS);
  });

  it('merges a partial PATCH, nested webhook fields included', async () => {
    const live = sb.sandbox.settings;
    const res = await call(settingsUrl(), 'PATCH', {
      captureMode: 'manual',
      clockOffsetMs: -60_000,
      webhooks: { drop: ['payment.captured'], duplicate: 0.5 },
    });
    assert.equal(res.status, 200);
    const expected = {
      ...DEFAULTS,
      captureMode: 'manual',
      clockOffsetMs: -60_000,
      webhooks: { ...DEFAULTS.webhooks, drop: ['payment.captured'], duplicate: 0.5 },
    };
    assert.deepEqual(res.body, expected);
    assert.deepEqual((await call(settingsUrl(), 'GET')).body, expected);
    assert.equal(sb.sandbox.settings, live, 'the same live object');
    assert.deepEqual(live, expected);

    await call(settingsUrl(), 'PATCH', { webhooks: { retryDelaysMs: [10, 20] } });
    assert.deepEqual(live.webhooks, {
      drop: ['payment.captured'],
      duplicate: 0.5,
      reorder: false,
      retryDelaysMs: [10, 20],
      disableAfterFailures: null,
    });
  });

  it('patches the bad-day settings, null where a limit can be lifted', async () => {
    const bad = {
      refundConflictWhilePending: true,
      refundIdempotencyConflicts: true,
      refundBalancePaise: 12345,
      refuseWhileAuthorized: true,
      authorizationLapseMs: 60_000,
      maxAmountPaise: 50_000_000,
      revokedKeyIds: ['rzp_test_old'],
      webhooks: { disableAfterFailures: 3 },
    };
    const res = await call(settingsUrl(), 'PATCH', bad);
    assert.equal(res.status, 200);
    const expected = { ...DEFAULTS, ...bad, webhooks: { ...DEFAULTS.webhooks, ...bad.webhooks } };
    assert.deepEqual(res.body, expected);
    assert.deepEqual(sb.sandbox.settings, expected);
    const lifted = await call(settingsUrl(), 'PATCH', {
      refundBalancePaise: null,
      authorizationLapseMs: null,
      maxAmountPaise: null,
      webhooks: { disableAfterFailures: null },
    });
    assert.equal(lifted.status, 200);
    assert.equal(lifted.body.refundBalancePaise, null);
    assert.equal(lifted.body.authorizationLapseMs, null);
    assert.equal(lifted.body.maxAmountPaise, null);
    assert.equal(lifted.body.webhooks.disableAfterFailures, null);
    // a balance may go below zero (a chargeback can take it there)
    assert.equal((await call(settingsUrl(), 'PATCH', { refundBalancePaise: -500 })).status, 200);
    const reset = await call(`${settingsUrl()}/reset`, 'POST');
    assert.deepEqual(reset.body, DEFAULTS);
  });

  it('refuses bad values in Razorpay’s error shape and then changes nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ captureMode: 'sometimes' }, 'captureMode'],
      [{ captureMode: 'manual', refundDelayMs: -1 }, 'refundDelayMs'],
      [{ lateAuthorizationMs: 1.5 }, 'lateAuthorizationMs'],
      [{ refundOutcome: 'maybe' }, 'refundOutcome'],
      [{ clockOffsetMs: '60000' }, 'clockOffsetMs'],
      [{ webhooks: { drop: 2 } }, 'webhooks.drop'],
      [{ webhooks: { drop: [1] } }, 'webhooks.drop'],
      [{ webhooks: { duplicate: 'order.paid' } }, 'webhooks.duplicate'],
      [{ webhooks: { reorder: 'yes' } }, 'webhooks.reorder'],
      [{ webhooks: { retryDelaysMs: [100, -1] } }, 'webhooks.retryDelaysMs'],
      [{ webhooks: [] }, 'webhooks'],
      [{ webhooks: { lose: true } }, 'webhooks.lose'],
      [{ speed: 'fast' }, 'speed'],
      [{ refundConflictWhilePending: 'yes' }, 'refundConflictWhilePending'],
      [{ refundIdempotencyConflicts: 1 }, 'refundIdempotencyConflicts'],
      [{ refuseWhileAuthorized: null }, 'refuseWhileAuthorized'],
      [{ refundBalancePaise: 10.5 }, 'refundBalancePaise'],
      [{ refundBalancePaise: '100' }, 'refundBalancePaise'],
      [{ authorizationLapseMs: -1 }, 'authorizationLapseMs'],
      [{ maxAmountPaise: 99 }, 'maxAmountPaise'],
      [{ maxAmountPaise: 1e20 }, 'maxAmountPaise'],
      [{ revokedKeyIds: 'rzp_test_old' }, 'revokedKeyIds'],
      [{ revokedKeyIds: [''] }, 'revokedKeyIds'],
      [{ webhooks: { disableAfterFailures: 0 } }, 'webhooks.disableAfterFailures'],
      [{ webhooks: { disableAfterFailures: 2.5 } }, 'webhooks.disableAfterFailures'],
      [[1, 2], 'settings'],
    ];
    for (const [body, field] of cases) {
      const res = await call(settingsUrl(), 'PATCH', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.error.code, 'BAD_REQUEST_ERROR');
      assert.equal(res.body.error.field, field, JSON.stringify(body));
      assert.equal(typeof res.body.error.description, 'string');
    }
    assert.deepEqual(sb.sandbox.settings, DEFAULTS, 'no refused patch changed anything');
  });

  it('resets to the defaults and clears the fault rules', async () => {
    sb.sandbox.settings.refundOutcome = 'failed';
    sb.sandbox.settings.webhooks.reorder = true;
    sb.sandbox.faults.add({ path: '/v1/orders', kind: 'status', status: 503 });
    const added = await call(`${sb.sandbox.url}/sandbox/faults`, 'POST', {
      path: '/sandbox/pay',
      kind: 'reset',
    });
    assert.equal(added.status, 200);
    assert.equal(sb.sandbox.faults.list().length, 2);
    assert.equal((await call(settingsUrl(), 'GET')).body.refundOutcome, 'failed');

    const res = await call(`${settingsUrl()}/reset`, 'POST');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, DEFAULTS);
    assert.deepEqual(sb.sandbox.settings, DEFAULTS);
    assert.deepEqual(sb.sandbox.faults.list(), []);
    assert.equal((await sb.rzp.orders.create({ amount: 100, currency: 'INR' })).status, 'created');
  });

  it('moves the sandbox clock by clockOffsetMs', async () => {
    const now = Math.floor(Date.now() / 1000);
    await call(settingsUrl(), 'PATCH', { clockOffsetMs: 2 * 3600_000 });
    const later = await sb.rzp.orders.create({ amount: 100, currency: 'INR' });
    assert.equal(Math.abs(later.created_at - (now + 7200)) <= 5, true, `${later.created_at}`);
    sb.sandbox.settings.clockOffsetMs = -3600_000;
    const earlier = await sb.rzp.orders.create({ amount: 100, currency: 'INR' });
    assert.equal(Math.abs(earlier.created_at - (now - 3600)) <= 5, true, `${earlier.created_at}`);
  });
});

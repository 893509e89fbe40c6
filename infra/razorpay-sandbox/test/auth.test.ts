import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_CONFIG } from '../src/index.js';
import { postJson, sandboxSuite, sdk, sdkFailure } from './support.js';

const AUTH_FAILED = {
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Authentication failed',
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
  },
};

const sb = sandboxSuite({ keyId: 'rzp_test_custom', keySecret: 'custom_secret' });

describe('authentication', () => {
  it('accepts the configured key pair', async () => {
    const order = await sdk(sb.sandbox, 'rzp_test_custom', 'custom_secret').orders.create({
      amount: 100,
      currency: 'INR',
    });
    assert.equal(order.status, 'created');
  });

  it('rejects a wrong secret or key id through the SDK with Razorpay’s 401', async () => {
    for (const [id, secret] of [
      ['rzp_test_custom', 'wrong'],
      ['rzp_test_other', 'custom_secret'],
      [DEFAULT_CONFIG.keyId, DEFAULT_CONFIG.keySecret],
    ] as const) {
      const err = await sdkFailure(
        sdk(sb.sandbox, id, secret).orders.create({ amount: 100, currency: 'INR' }),
      );
      assert.equal(err.statusCode, 401);
      assert.deepEqual(err.error, AUTH_FAILED.error);
    }
    assert.equal(sb.sandbox.state.ledger.orders.size, 1, 'only the authenticated order exists');
  });

  it('rejects calls without credentials, also on unknown ids', async () => {
    for (const path of ['/v1/orders', '/v1/orders/order_x', '/v1/payments/pay_x/refunds']) {
      const res = await fetch(`${sb.sandbox.url}${path}`);
      assert.equal(res.status, 401, path);
      assert.deepEqual(await res.json(), AUTH_FAILED);
    }
  });

  it('rejects a checkout payment with the wrong key id', async () => {
    const order = await sdk(sb.sandbox, 'rzp_test_custom', 'custom_secret').orders.create({
      amount: 100,
      currency: 'INR',
    });
    const res = await postJson(`${sb.sandbox.url}/sandbox/pay`, {
      key: 'rzp_test_other',
      order_id: order.id,
      outcome: 'success',
    });
    assert.equal(res.status, 401);
    assert.deepEqual(res.body, AUTH_FAILED);
    assert.equal(sb.sandbox.state.ledger.orders.get(order.id)?.status, 'created');
  });
});

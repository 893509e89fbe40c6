import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { DEFAULT_CONFIG } from '../src/index.js';
import { call, pay, postJson, sandboxSuite, sdk, sdkFailure } from './support.js';

const sb = sandboxSuite();

/** Razorpay's error envelope with its "NA" placeholders. */
const razorpayError = (description: string) => ({
  code: 'BAD_REQUEST_ERROR',
  description,
  source: 'NA',
  step: 'NA',
  reason: 'NA',
  metadata: {},
});

const faultsUrl = () => `${sb.sandbox.url}/sandbox/faults`;

describe('authentication bad days: 401, 403 and 400 faults, revoked keys', () => {
  afterEach(async () => {
    assert.equal((await call(`${sb.sandbox.url}/sandbox/settings/reset`, 'POST')).status, 200);
  });

  it('answers 401 Authentication failed, as the Basic-auth check does, without doing anything', async () => {
    const added = await call(faultsUrl(), 'POST', {
      method: 'POST',
      path: '/v1/orders',
      kind: 'status',
      status: 401,
      times: 1,
    });
    assert.equal(added.status, 200);
    assert.deepEqual(added.body, {
      id: added.body.id,
      method: 'POST',
      path: '/v1/orders',
      kind: 'status',
      status: 401,
      times: 1,
      hits: 0,
    });
    const orders = sb.sandbox.state.ledger.orders.size;
    const err = await sdkFailure(sb.rzp.orders.create({ amount: 100, currency: 'INR' }));
    assert.equal(err.statusCode, 401);
    assert.deepEqual(err.error, razorpayError('Authentication failed'));
    assert.equal(sb.sandbox.state.ledger.orders.size, orders, 'nothing was created');
    assert.equal(sb.sandbox.state.requests.at(-1)?.fault, 'status');
    assert.equal((await sb.rzp.orders.create({ amount: 100, currency: 'INR' })).status, 'created');
  });

  it('answers 403 Access Denied (Razorpay’s IP allow-list refusal)', async () => {
    const order = await sb.rzp.orders.create({ amount: 100, currency: 'INR' });
    sb.sandbox.faults.add({ path: '/v1/orders/', kind: 'status', status: 403 });
    const err = await sdkFailure(sb.rzp.orders.fetch(order.id));
    assert.equal(err.statusCode, 403);
    assert.deepEqual(err.error, razorpayError('Access Denied'));
    const mine = sb.sandbox.faults.add({
      path: '/v1/payments/',
      kind: 'status',
      status: 403,
      description: 'Access forbidden for this key',
    });
    assert.equal(sb.sandbox.faults.get(mine)?.description, 'Access forbidden for this key');
    const chosen = await sdkFailure(sb.rzp.payments.fetch('pay_Anything000001'));
    assert.equal(chosen.statusCode, 403);
    assert.deepEqual(chosen.error, razorpayError('Access forbidden for this key'));
  });

  it('answers 400 The api key provided is invalid (an old key), or a chosen description', async () => {
    sb.sandbox.faults.add({ path: '/v1/orders', kind: 'status', status: 400, times: 1 });
    const invalid = await sdkFailure(sb.rzp.orders.create({ amount: 100, currency: 'INR' }));
    assert.equal(invalid.statusCode, 400);
    assert.deepEqual(invalid.error, razorpayError('The api key provided is invalid'));

    const added = await call(faultsUrl(), 'POST', {
      path: '/v1/orders',
      kind: 'status',
      status: 400,
      description: 'The API key has expired; the credentials differ from the Dashboard’s.',
      times: 1,
    });
    assert.equal(added.status, 200);
    assert.equal(
      added.body.description,
      'The API key has expired; the credentials differ from the Dashboard’s.',
    );
    const expired = await sdkFailure(sb.rzp.orders.create({ amount: 100, currency: 'INR' }));
    assert.equal(expired.statusCode, 400);
    assert.deepEqual(
      expired.error,
      razorpayError('The API key has expired; the credentials differ from the Dashboard’s.'),
    );
  });

  it('answers a plain 409 conflict, also on /sandbox/pay', async () => {
    const order = await sb.rzp.orders.create({ amount: 5000, currency: 'INR' });
    sb.sandbox.faults.add({ path: '/sandbox/pay', kind: 'status', status: 409, times: 1 });
    const res = await pay(sb.sandbox, order.id, 'success');
    assert.equal(res.status, 409);
    assert.deepEqual(
      res.body.error,
      razorpayError('A previous request is still being processed. Please retry after some time.'),
    );
    assert.equal((await sb.rzp.orders.fetchPayments(order.id)).count, 0, 'nothing was paid');
    assert.equal((await pay(sb.sandbox, order.id, 'success')).status, 200);
  });

  it('refuses descriptions on other statuses and kinds, and bad ones', async () => {
    const cases: Array<[unknown, string]> = [
      [{ path: '/v1/', kind: 'status', status: 500, description: 'x' }, 'description'],
      [{ path: '/v1/', kind: 'status', status: 429, description: 'x' }, 'description'],
      [{ path: '/v1/', kind: 'reset', description: 'x' }, 'description'],
      [{ path: '/v1/', kind: 'status', status: 401, description: '' }, 'description'],
      [{ path: '/v1/', kind: 'status', status: 401, description: 7 }, 'description'],
      [{ path: '/v1/', kind: 'status', status: 402 }, 'status'],
      [{ path: '/v1/', kind: 'status', status: 404 }, 'status'],
    ];
    for (const [body, field] of cases) {
      const res = await call(faultsUrl(), 'POST', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.error.field, field, JSON.stringify(body));
    }
    assert.deepEqual(sb.sandbox.faults.list(), []);
  });

  it('rotates the key: a revoked key id answers 401 on the API and at checkout', async () => {
    const order = await sb.rzp.orders.create({ amount: 5000, currency: 'INR' });
    const patched = await call(`${sb.sandbox.url}/sandbox/settings`, 'PATCH', {
      revokedKeyIds: [DEFAULT_CONFIG.keyId],
    });
    assert.equal(patched.status, 200);
    for (const attempt of [
      sb.rzp.orders.fetch(order.id),
      sb.rzp.orders.create({ amount: 100, currency: 'INR' }),
      // whatever the secret: the key id itself is gone
      sdk(sb.sandbox, DEFAULT_CONFIG.keyId, 'wrong').orders.fetch(order.id),
    ]) {
      const err = await sdkFailure(attempt);
      assert.equal(err.statusCode, 401);
      assert.deepEqual(err.error, razorpayError('The api key provided is invalid'));
    }
    const checkout = await pay(sb.sandbox, order.id, 'success');
    assert.equal(checkout.status, 401);
    assert.deepEqual(checkout.body.error, razorpayError('The api key provided is invalid'));
    // another key id is still just a wrong key
    const other = await postJson(`${sb.sandbox.url}/sandbox/pay`, {
      key: 'rzp_test_other',
      order_id: order.id,
      outcome: 'success',
    });
    assert.equal(other.status, 401);
    assert.equal(other.body.error.description, 'Authentication failed');
    assert.equal(sb.sandbox.state.ledger.orders.get(order.id)?.attempts, 0);

    sb.sandbox.settings.revokedKeyIds = [];
    assert.equal((await sb.rzp.orders.fetch(order.id)).id, order.id, 'valid again');
  });
});

/* eslint-disable @typescript-eslint/no-explicit-any -- axios errors are untyped here */
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import type { FaultRule } from '../src/index.js';
import { call, pay, sandboxSuite, sdkFailure } from './support.js';

const sb = sandboxSuite();

const SERVER_ERROR = {
  code: 'SERVER_ERROR',
  description: 'The server encountered an error. The incident has been reported to admins.',
  source: 'NA',
  step: 'NA',
  reason: 'NA',
  metadata: {},
};

const faultsUrl = () => `${sb.sandbox.url}/sandbox/faults`;
const lastRequest = () => sb.sandbox.state.requests.at(-1);

describe('fault injection', () => {
  afterEach(() => sb.sandbox.faults.clear());

  it('answers a 5xx in Razorpay’s shape without doing anything, `times` times', async () => {
    const added = await call(faultsUrl(), 'POST', {
      method: 'post',
      path: '/v1/orders',
      kind: 'status',
      status: 503,
      times: 1,
    });
    assert.equal(added.status, 200);
    assert.match(added.body.id, /^flt_[A-Za-z0-9]{14}$/);
    assert.deepEqual(added.body, {
      id: added.body.id,
      method: 'POST',
      path: '/v1/orders',
      kind: 'status',
      status: 503,
      times: 1,
      hits: 0,
    });
    const orders = sb.sandbox.state.ledger.orders.size;
    const err = await sdkFailure(sb.rzp.orders.create({ amount: 100, currency: 'INR' }));
    assert.equal(err.statusCode, 503);
    assert.deepEqual(err.error, SERVER_ERROR);
    assert.equal(sb.sandbox.state.ledger.orders.size, orders, 'nothing was created');
    assert.equal(lastRequest()?.fault, 'status');
    assert.equal(lastRequest()?.url, '/v1/orders');

    const order = await sb.rzp.orders.create({ amount: 100, currency: 'INR' });
    assert.equal(order.status, 'created', 'used up after one request');
    assert.equal(lastRequest()?.fault, undefined);
    const listed = await call(faultsUrl(), 'GET');
    assert.equal(listed.body.count, 1);
    assert.equal(listed.body.items[0].hits, 1);
  });

  it('answers 429 like Razorpay’s rate limit, only for the matching method', async () => {
    const order = await sb.rzp.orders.create({ amount: 100, currency: 'INR' });
    sb.sandbox.faults.add({ method: 'GET', path: '/v1/orders/', kind: 'status', status: 429 });
    for (let i = 0; i < 2; i++) {
      const err = await sdkFailure(sb.rzp.orders.fetch(order.id));
      assert.equal(err.statusCode, 429);
      assert.deepEqual(err.error, {
        code: 'BAD_REQUEST_ERROR',
        description: 'Too many requests',
        source: 'NA',
        step: 'NA',
        reason: 'NA',
        metadata: {},
      });
    }
    const created = await sb.rzp.orders.create({ amount: 200, currency: 'INR' });
    assert.equal(created.amount, 200, 'POST /v1/orders does not match GET /v1/orders/');
    assert.equal(sb.sandbox.faults.list()[0]?.hits, 2, 'no times: every match');
  });

  it('delays a request by latencyMs, then handles it normally', async () => {
    const order = await sb.rzp.orders.create({ amount: 100, currency: 'INR' });
    const id = sb.sandbox.faults.add({ path: '/v1/orders/', kind: 'latency', latencyMs: 400 });
    const started = Date.now();
    const fetched = await sb.rzp.orders.fetch(order.id);
    assert.equal(Date.now() - started >= 390, true, 'answered after the latency');
    assert.deepEqual(fetched, order);
    assert.equal(lastRequest()?.fault, 'latency');
    assert.deepEqual(sb.sandbox.faults.list(), [
      { id, path: '/v1/orders/', kind: 'latency', latencyMs: 400, hits: 1 },
    ]);
  });

  it('resets the connection without answering: the SDK call fails with no response', async () => {
    const order = await sb.rzp.orders.create({ amount: 100, currency: 'INR' });
    sb.sandbox.faults.add({ path: '/v1/orders', kind: 'reset', times: 2 });
    const rq = (sb.rzp as unknown as { api: { rq: any } }).api.rq;
    const axiosError: any = await rq.get(`/v1/orders/${order.id}`).then(
      () => assert.fail('expected a connection reset'),
      (err: unknown) => err,
    );
    assert.equal(axiosError.response, undefined, 'no HTTP answer at all');
    assert.match(`${axiosError.code} ${axiosError.message}`, /ECONNRESET|socket hang up/);
    assert.equal(lastRequest()?.fault, 'reset');
    // the SDK itself rejects too (it cannot read a status from a missing response)
    await assert.rejects(sb.rzp.orders.fetch(order.id));
    assert.deepEqual(await sb.rzp.orders.fetch(order.id), order, 'fine once used up');
  });

  it('applies to /sandbox/pay, which then records nothing', async () => {
    const order = await sb.rzp.orders.create({ amount: 5000, currency: 'INR' });
    sb.sandbox.faults.add({ path: '/sandbox/pay', kind: 'status', status: 500, times: 1 });
    const res = await pay(sb.sandbox, order.id, 'success');
    assert.equal(res.status, 500);
    assert.deepEqual(res.body.error, SERVER_ERROR);
    assert.equal(res.headers.get('access-control-allow-origin'), '*', 'the popup can read it');
    assert.equal((await sb.rzp.orders.fetch(order.id)).status, 'created');
    assert.equal((await sb.rzp.orders.fetchPayments(order.id)).count, 0);
    const payRequests = sb.sandbox.state.requests.filter((r) => r.url === '/sandbox/pay');
    assert.equal(payRequests.at(-1)?.fault, 'status');
    assert.equal((await pay(sb.sandbox, order.id, 'success')).status, 200);
  });

  it('never applies to the sandbox’s controls, health and scripts', async () => {
    sb.sandbox.faults.add({ path: '/', kind: 'status', status: 503 });
    for (const path of [
      '/sandbox/settings',
      '/sandbox/faults',
      '/sandbox/health',
      '/sandbox/webhooks',
      '/checkout.js',
      '/v1/checkout.js',
    ]) {
      assert.equal((await fetch(`${sb.sandbox.url}${path}`)).status, 200, path);
    }
    assert.equal((await sdkFailure(sb.rzp.orders.fetch('order_x'))).statusCode, 503);
    assert.equal((await call(`${sb.sandbox.url}/sandbox/settings/reset`, 'POST')).status, 200);
    assert.deepEqual(sb.sandbox.faults.list(), [], 'reset cleared the rule');
  });

  it('lists, removes and clears rules over HTTP and in code', async () => {
    const first = sb.sandbox.faults.add({ id: 'mine', path: '/v1/payments/', kind: 'reset' });
    assert.equal(first, 'mine');
    const second = (await call(faultsUrl(), 'POST', { path: '/v1/orders', kind: 'reset' })).body
      .id as string;
    const listed = (await call(faultsUrl(), 'GET')).body;
    assert.equal(listed.entity, 'collection');
    assert.deepEqual(
      listed.items.map((r: FaultRule) => r.id),
      ['mine', second],
    );
    assert.equal((await call(`${faultsUrl()}/mine`, 'DELETE')).status, 204);
    assert.equal((await call(`${faultsUrl()}/mine`, 'DELETE')).status, 404);
    assert.deepEqual(
      sb.sandbox.faults.list().map((r) => r.id),
      [second],
    );
    sb.sandbox.faults.add({ path: '/v1/', kind: 'reset' });
    assert.equal((await call(faultsUrl(), 'DELETE')).status, 204);
    assert.deepEqual((await call(faultsUrl(), 'GET')).body.items, []);
    sb.sandbox.faults.add({ path: '/v1/', kind: 'reset' });
    sb.sandbox.faults.clear();
    assert.deepEqual(sb.sandbox.faults.list(), []);
  });

  it('refuses malformed rules with the offending field', async () => {
    sb.sandbox.faults.add({ id: 'taken', path: '/v1/', kind: 'reset' });
    const cases: Array<[unknown, string]> = [
      [{ kind: 'reset' }, 'path'],
      [{ path: 'v1/orders', kind: 'reset' }, 'path'],
      [{ path: '/v1/', kind: 'boom' }, 'kind'],
      [{ path: '/v1/', kind: 'status', status: 404 }, 'status'],
      [{ path: '/v1/', kind: 'status' }, 'status'],
      [{ path: '/v1/', kind: 'latency' }, 'latencyMs'],
      [{ path: '/v1/', kind: 'latency', latencyMs: -5 }, 'latencyMs'],
      [{ path: '/v1/', kind: 'reset', times: 0 }, 'times'],
      [{ path: '/v1/', kind: 'reset', method: 'GET /' }, 'method'],
      [{ id: 'taken', path: '/v1/', kind: 'reset' }, 'id'],
    ];
    for (const [body, field] of cases) {
      const res = await call(faultsUrl(), 'POST', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.error.code, 'BAD_REQUEST_ERROR');
      assert.equal(res.body.error.field, field, JSON.stringify(body));
    }
    assert.throws(() => sb.sandbox.faults.add({ path: '', kind: 'reset' }), /path/);
    assert.equal(sb.sandbox.faults.list().length, 1);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runInNewContext } from 'node:vm';
import { sandboxSuite, sdk } from './support.js';

const sb = sandboxSuite();

describe('browser side: checkout.js, test page, CORS, health', () => {
  it('serves /checkout.js as uncached JavaScript, also at Razorpay’s /v1 path', async () => {
    for (const path of ['/checkout.js', '/v1/checkout.js']) {
      const res = await fetch(`${sb.sandbox.url}${path}`);
      assert.equal(res.status, 200, path);
      assert.equal(res.headers.get('content-type'), 'application/javascript; charset=utf-8');
      assert.equal(res.headers.get('cache-control'), 'no-store');
      assert.match(await res.text(), /window\.Razorpay = Razorpay/);
    }
  });

  it('defines window.Razorpay with the sandbox origin taken from its own src', async () => {
    const source = await (await fetch(`${sb.sandbox.url}/checkout.js`)).text();
    const window: Record<string, any> = {}; // eslint-disable-line @typescript-eslint/no-explicit-any
    const context = {
      window,
      document: { currentScript: { src: `${sb.sandbox.url}/checkout.js?v=1` } },
      URL,
      console,
    };
    runInNewContext(source, context);
    const Razorpay = window.Razorpay;
    assert.equal(typeof Razorpay, 'function');
    for (const method of ['open', 'close', 'on']) {
      assert.equal(typeof Razorpay.prototype[method], 'function', method);
    }
    assert.equal(Razorpay.sandbox.origin, sb.sandbox.url);
    const format = Razorpay.sandbox.formatAmount;
    assert.equal(format(123450, 'INR'), '₹1,234.50');
    assert.equal(format(100), '₹1.00');
    assert.equal(format(99999), '₹999.99');
    assert.equal(format(1234567805), '₹1,23,45,678.05');
    assert.throws(() => new Razorpay({ order_id: 'order_x' }), /options\.key/);
    assert.throws(() => new Razorpay({ key: 'rzp_test_sandbox' }), /options\.order_id/);
    const rzp = new Razorpay({ key: 'rzp_test_sandbox', order_id: 'order_x' });
    assert.equal(
      rzp.on('payment.failed', () => {}),
      rzp,
      'on() chains like Razorpay’s',
    );
  });

  it('answers CORS preflights for /sandbox/pay from another origin', async () => {
    const res = await fetch(`${sb.sandbox.url}/sandbox/pay`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.match(String(res.headers.get('access-control-allow-methods')), /POST/);
    assert.match(String(res.headers.get('access-control-allow-headers')), /content-type/);
  });

  it('keeps the server API free of CORS, like Razorpay', async () => {
    const res = await fetch(`${sb.sandbox.url}/v1/orders/order_x`, {
      headers: { origin: 'http://localhost:5173' },
    });
    assert.equal(res.status, 401);
    assert.equal(res.headers.get('access-control-allow-origin'), null);
  });

  it('renders a test page that opens the checkout for an order', async () => {
    const order = await sdk(sb.sandbox).orders.create({ amount: 123450, currency: 'INR' });
    const res = await fetch(`${sb.sandbox.url}/sandbox/checkout?order_id=${order.id}&name=Arogya`);
    assert.equal(res.status, 200);
    assert.match(String(res.headers.get('content-type')), /^text\/html/);
    const html = await res.text();
    assert.match(html, /<script src="\/checkout\.js"><\/script>/);
    assert.match(html, new RegExp(`"order_id":"${order.id}"`));
    assert.match(html, /"key":"rzp_test_sandbox"/);
    assert.match(html, /"amount":123450/);
    assert.match(html, /rzp\.open\(\)/);

    const unknown = await fetch(`${sb.sandbox.url}/sandbox/checkout?order_id=<script>`);
    assert.equal(unknown.status, 404);
    const text = await unknown.text();
    assert.doesNotMatch(text, /<script>/, 'the order id is escaped');
    assert.equal((await fetch(`${sb.sandbox.url}/sandbox/checkout`)).status, 400);
  });

  it('reports health and answers unknown routes in Razorpay’s error shape', async () => {
    const health = await fetch(`${sb.sandbox.url}/sandbox/health`);
    assert.equal(health.status, 200);
    assert.deepEqual(await health.json(), { status: 'ok' });
    const missing = await fetch(`${sb.sandbox.url}/nowhere`);
    assert.equal(missing.status, 404);
    const body = (await missing.json()) as { error: { code: string; description: string } };
    assert.equal(body.error.code, 'BAD_REQUEST_ERROR');
    assert.match(body.error.description, /not found/);
  });
});

// OpenTelemetry across HTTP, NATS request/reply and JetStream events: the calls of one click
// on Pay (carrying the storefront's `traceparent`) make one trace that reaches the cart
// service clearing the cart, exported by OTLP/HTTP to a real receiver.
import type { CheckoutView, Product } from '@arogya/contracts';
import {
  callJson,
  cartEmptied,
  payInSandbox,
  startFullShop,
  startOtlpReceiver,
  SHIPPING_ADDRESS,
  testShop,
  until,
  type ReceivedSpan,
  verifyBody,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';

const KIND = { server: 2, client: 3, producer: 4, consumer: 5 };
const test = testShop('trace', async (env, ns, own) => {
  const receiver = own(await startOtlpReceiver());
  const shop = await startFullShop(env, ns, {
    admin: { email: 'trace-admin@test.local', password: 'trace-admin-pass' },
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '100' },
  });
  return { shop, receiver };
});

describe('tracing', () => {
  it('one trace from the click on Pay to the cleared cart, across every hop', async () => {
    const base = test.parts.shop.gateway.baseUrl;
    const traceId = randomBytes(16).toString('hex');
    const click = randomBytes(8).toString('hex');
    const traced = { traceparent: `00-${traceId}-${click}-01` };
    const api = (method: string, path: string, body?: unknown, token?: string, headers = {}) =>
      callJson(method, `${base}${path}`, { body, token, headers });

    const reg = await api('POST', '/api/users/register', {
      name: 'tracer',
      email: `tracer-${randomUUID().slice(0, 6)}@test.local`,
      password: 'shopper-pass-1',
    });
    const token = reg.body.token as string;
    const products = (await api('GET', '/api/products?limit=50')).body as Product[];
    const product = products.find((p) => p.countInStock > 2)!;
    await api('POST', '/api/cart', { productId: product._id, quantity: 1 }, token);

    // the storefront's Pay: checkout, Razorpay order, popup, verify — all with one traceparent
    const c = await api(
      'POST',
      '/api/checkout',
      {
        checkoutItems: [{ productId: product._id, name: product.name, quantity: 1 }],
        shippingAddress: SHIPPING_ADDRESS,
        paymentMethod: 'Razorpay',
      },
      token,
      traced,
    );
    assert.equal(c.status, 201, JSON.stringify(c.body));
    assert.equal(c.headers.get('x-trace-id'), traceId, 'the gateway continues the trace');
    const checkout = c.body as CheckoutView;
    const o = await api(
      'POST',
      '/api/createOrder',
      { courseId: checkout._id, amount: checkout.totalPrice },
      token,
      traced,
    );
    assert.equal(o.status, 200, JSON.stringify(o.body));
    const payment = await payInSandbox(test.parts.shop.sandbox.url, o.body.id);
    const v = await api('POST', '/api/verifyPayment', verifyBody(payment), token, traced);
    assert.equal(v.status, 200, JSON.stringify(v.body));
    await cartEmptied(api, token);

    // the cart service's handling of order-placed arrives among the exported spans …
    const clearing = await until(
      () =>
        test.parts.receiver
          .trace(traceId)
          .find((s) => s.service === 'cart' && /^process .*order-placed/.test(s.name)),
      15_000,
      'the span of the cart clearing',
    );
    // … with, once every process's batch is in, the whole trace: no span without its parent
    const whole = () => {
      const trace = test.parts.receiver.trace(traceId);
      const ids = new Set(trace.map((s) => s.spanId));
      const services = new Set(trace.map((s) => s.service));
      const complete =
        trace.every((s) => s.parentSpanId === click || ids.has(s.parentSpanId)) &&
        ['gateway', 'checkout', 'catalog', 'orders', 'cart'].every((x) => services.has(x)) &&
        trace.some((s) => s.service === 'checkout' && s.name === 'Razorpay POST');
      return complete ? true : undefined;
    };
    // on a time-out the assertions below say what is missing
    await until(whole, 15_000, 'the whole trace').catch(() => undefined);
    const spans = test.parts.receiver.trace(traceId);
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    // … and its ancestors lead back, hop by hop, to the shopper's click
    const chain: ReceivedSpan[] = [];
    for (let s: ReceivedSpan | undefined = clearing; s; s = byId.get(s.parentSpanId))
      chain.unshift(s);
    assert.equal(chain[0]!.parentSpanId, click, 'the root is a child of the click');
    assert.deepEqual(
      chain.map((s) => [s.service, s.kind, s.name]),
      [
        ['gateway', KIND.server, 'POST /api/verifyPayment'],
        ['gateway', KIND.client, chain[1]!.name],
        ['checkout', KIND.server, chain[1]!.name],
        ['checkout', KIND.producer, 'publish shop.checkout.payment-verified.v1'],
        ['orders', KIND.consumer, 'process shop.checkout.payment-verified.v1'],
        ['orders', KIND.producer, 'publish shop.orders.order-placed.v1'],
        ['cart', KIND.consumer, 'process shop.orders.order-placed.v1'],
      ],
      chain.map((s) => `${s.service} ${s.kind} ${s.name}`).join('\n'),
    );
    assert.match(chain[1]!.name, /^checkout\./, 'the RPC to the checkout service');

    // every hop of the click is in the one trace, and nothing in it is orphaned
    for (const service of ['gateway', 'checkout', 'catalog', 'orders', 'cart'])
      assert.ok(
        spans.some((s) => s.service === service),
        `${service} took part: ${[...new Set(spans.map((s) => s.service))].join(', ')}`,
      );
    for (const s of spans)
      assert.ok(
        s.parentSpanId === click || byId.has(s.parentSpanId),
        `${s.service} ${s.name} has its parent in the trace`,
      );
    assert.ok(
      spans.some((s) => s.name === 'POST /api/checkout' && s.parentSpanId === click),
      'the checkout call belongs to the same click',
    );
    const razorpay = spans.find((s) => s.service === 'checkout' && s.name === 'Razorpay POST');
    assert.ok(razorpay, 'the call that creates the Razorpay order');
    assert.equal(razorpay.kind, KIND.client);
    assert.equal(razorpay.attributes['url.template'], '/v1/orders');
    assert.equal(razorpay.attributes['http.response.status_code'], 200);
  });

  it('requests without a traceparent start traces of their own', async () => {
    const r = await callJson('GET', `${test.parts.shop.gateway.baseUrl}/api/products?limit=1`);
    const traceId = r.headers.get('x-trace-id');
    assert.match(traceId ?? '', /^[0-9a-f]{32}$/);
    const root = await until(
      () =>
        test.parts.receiver
          .trace(traceId!)
          .find((s) => s.service === 'gateway' && s.kind === KIND.server),
      15_000,
      'the gateway span',
    );
    assert.equal(root.name, 'GET /api/products');
    assert.equal(root.attributes['http.response.status_code'], 200);
    assert.ok(!root.parentSpanId, 'a root span');
  });
});

import assert from 'node:assert/strict';
import { connect, createServer } from 'node:net';
import { describe, it } from 'node:test';
import { plan } from '../chaos/faults.js';
import { LatencyProxy } from '../chaos/latency-proxy.js';
import { errorKind } from '../chaos/load.js';

describe('chaos: errors by kind', () => {
  it('names an answer by step, status and message, without ids', () => {
    assert.equal(
      errorKind('create-order', '503 {"message":"The payment provider could not be reached"}'),
      'create-order: 503 The payment provider could not be reached',
    );
    // the recorder keeps only the start of a body: the message is read from the text
    assert.equal(
      errorKind(
        'verify-payment',
        '202 {"success":false,"pending":true,"checkoutId":"0b6f8f4e-2a4c-4f43-9b1e-7d3c2a1b0c9d","message":"Your payment is being confirmed. Please do',
      ),
      'verify-payment: 202 Your payment is being confirmed. Please do',
    );
    assert.equal(
      errorKind('empty-cart', 'socket: connect ECONNREFUSED 127.0.0.1:41234'),
      'empty-cart: connection refused',
    );
    assert.equal(errorKind('finalize', 'socket: socket hang up'), 'finalize: connection reset');
    assert.equal(
      errorKind('finalize', 'socket: timed out after 10000 ms'),
      'finalize: no answer within 10 s',
    );
    assert.equal(
      errorKind('x', '409 {"message":"Payment pay_AbCdEfGhIjKlMn for order_AbCdEfGhIjKlMn"}'),
      'x: 409 Payment <pay id> for <order id>',
    );
  });
});

describe('chaos: the fault schedule', () => {
  it('spreads the faults over the load after a lead and before a tail', () => {
    assert.deepEqual(plan(4, 120), [5000, 31250, 57500, 83750]);
    assert.deepEqual(plan(3, 30), [3000, 10500, 18000]);
  });
});

describe('chaos: the latency proxy', () => {
  it('passes bytes both ways, and holds each chunk back by the delay in force', async (t) => {
    const echo = createServer((s) => s.pipe(s));
    await new Promise<void>((r) => echo.listen(0, '127.0.0.1', r));
    const proxy = await LatencyProxy.start((echo.address() as { port: number }).port);
    t.after(async () => {
      await proxy.stop();
      await new Promise((r) => echo.close(r));
    });
    const socket = connect({ host: '127.0.0.1', port: proxy.port });
    t.after(() => socket.destroy());
    const roundTrip = (text: string) =>
      new Promise<[string, number]>((resolve) => {
        const t0 = Date.now();
        socket.once('data', (d) => resolve([d.toString(), Date.now() - t0]));
        socket.write(text);
      });
    const [fast, fastMs] = await roundTrip('ping');
    assert.equal(fast, 'ping');
    // nothing held back: well under the 300 ms a 150 ms delay adds (not a tight bound — a busy
    // machine, two browser suites at once, was seen to take 111 ms for the round trip alone)
    assert.ok(fastMs < 300, `${fastMs} ms without a delay`);
    proxy.delayMs = 150;
    const [slow, slowMs] = await roundTrip('pong');
    assert.equal(slow, 'pong');
    assert.ok(slowMs >= 300, `${slowMs} ms with 150 ms each way`);
  });
});

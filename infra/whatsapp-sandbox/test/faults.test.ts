import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { control, sendOrderShipped, startSandbox } from './support.js';

describe('faults', () => {
  it('answers the next n sends with the Graph error, then recovers', async (t) => {
    const sandbox = await startSandbox(t);
    const added = await control(sandbox, 'POST', '/sandbox/faults', {
      status: 503,
      code: 131000,
      message: 'Something went wrong',
      count: 2,
    });
    assert.equal(added.status, 200);
    assert.equal(added.body.faults.length, 1);
    for (let i = 0; i < 2; i++) {
      const res = await sendOrderShipped(sandbox, '919876543210', ['Asha', 'A-1']);
      assert.equal(res.status, 503);
      assert.deepEqual(
        { ...res.body.error, fbtrace_id: 'x' },
        {
          message: '(#131000) Something went wrong',
          type: 'OAuthException',
          code: 131000,
          error_data: { messaging_product: 'whatsapp', details: 'Something went wrong' },
          fbtrace_id: 'x',
        },
      );
    }
    const recovered = await sendOrderShipped(sandbox, '919876543210', ['Asha', 'A-1']);
    assert.equal(recovered.status, 200);
    assert.equal(sandbox.messages().length, 1, 'faulted sends sent nothing');
    assert.equal(sandbox.faults.list().faults[0]?.hits, 2);
  });

  it('rate-limits with 429 / 130429 until cleared', async (t) => {
    const sandbox = await startSandbox(t);
    sandbox.faults.add({ status: 429, code: 130429, message: 'Rate limit hit' });
    for (let i = 0; i < 3; i++) {
      const res = await sendOrderShipped(sandbox, '919876543210', ['Asha', 'A-1']);
      assert.equal(res.status, 429);
      assert.equal(res.body.error.code, 130429);
      assert.equal(res.body.error.message, '(#130429) Rate limit hit');
    }
    const cleared = await control(sandbox, 'DELETE', '/sandbox/faults');
    assert.equal(cleared.status, 204);
    assert.equal((await sendOrderShipped(sandbox, '919876543210', ['Asha', 'A-1'])).status, 200);
  });

  it('delays a send by latencyMs', async (t) => {
    const sandbox = await startSandbox(t);
    await control(sandbox, 'POST', '/sandbox/faults', { latencyMs: 150, count: 1 });
    const started = Date.now();
    const res = await sendOrderShipped(sandbox, '919876543210', ['Asha', 'A-1']);
    assert.equal(res.status, 200);
    assert.ok(Date.now() - started >= 140, 'waited');
  });

  it('refuses bad fault rules with code 100', async (t) => {
    const sandbox = await startSandbox(t);
    for (const bad of [
      {},
      { status: 503 },
      { status: 200, code: 1 },
      { latencyMs: -1 },
      { undeliverable: 'abc' },
    ]) {
      const res = await control(sandbox, 'POST', '/sandbox/faults', bad);
      assert.equal(res.status, 400, JSON.stringify(bad));
      assert.equal(res.body.error.code, 100);
    }
    assert.deepEqual(sandbox.faults.list(), { faults: [], undeliverable: [] });
  });

  it('clears undeliverable numbers with the faults', async (t) => {
    const sandbox = await startSandbox(t);
    sandbox.faults.undeliverable('919999900000');
    await sendOrderShipped(sandbox, '919999900000', ['Ravi', 'A-2']);
    await sandbox.waitFor((m) => m.status === 'failed');
    await control(sandbox, 'DELETE', '/sandbox/faults');
    const res = await sendOrderShipped(sandbox, '919999900000', ['Ravi', 'A-3']);
    await sandbox.waitFor((m) => m.id === res.body.messages[0].id && m.status === 'delivered');
  });
});

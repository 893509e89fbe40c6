import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { call, sendOtp, startSandbox } from './support.js';

describe('faults', () => {
  it('answers the next n requests with the error, then recovers', async (t) => {
    const sandbox = await startSandbox(t);
    const added = await call(sandbox, 'POST', '/sandbox/faults', {
      status: 503,
      message: 'Service Unavailable',
      count: 2,
    });
    assert.equal(added.status, 200);
    assert.equal(added.body.faults.length, 1);
    for (let i = 0; i < 2; i++) {
      const res = await sendOtp(sandbox, '919876543210');
      assert.equal(res.status, 503);
      assert.deepEqual(res.body, { type: 'error', message: 'Service Unavailable' });
    }
    const recovered = await sendOtp(sandbox, '919876543210');
    assert.equal(recovered.status, 200);
    assert.equal(recovered.body.type, 'success');
    assert.equal(sandbox.messages().length, 1, 'faulted requests sent nothing');
    assert.equal(sandbox.faults.list().faults[0]?.hits, 2);
  });

  it('keeps failing without a count until cleared, after the auth check', async (t) => {
    const sandbox = await startSandbox(t);
    sandbox.faults.add({ status: 500 });
    const unauthorised = await call(sandbox, 'POST', '/api/v5/flow', {}, { authkey: 'wrong' });
    assert.equal(unauthorised.status, 401, 'auth first');
    assert.equal(sandbox.faults.list().faults[0]?.hits, 0, 'a refused request uses no fault');
    for (let i = 0; i < 2; i++) {
      const res = await sendOtp(sandbox, '919876543210');
      assert.deepEqual(
        [res.status, res.body],
        [500, { type: 'error', message: 'Internal Server Error' }],
      );
    }
    assert.equal((await call(sandbox, 'DELETE', '/sandbox/faults')).status, 204);
    assert.equal((await sendOtp(sandbox, '919876543210')).status, 200);
  });

  it('delays a request by latencyMs', async (t) => {
    const sandbox = await startSandbox(t);
    await call(sandbox, 'POST', '/sandbox/faults', { latencyMs: 150, count: 1 });
    const started = Date.now();
    assert.equal((await sendOtp(sandbox, '919876543210')).status, 200);
    assert.ok(Date.now() - started >= 140, 'waited');
  });

  it('refuses bad faults and numbers with 400', async (t) => {
    const sandbox = await startSandbox(t);
    for (const bad of [
      {},
      { status: 200 },
      { latencyMs: 'slow' },
      { status: 500, count: 0 },
      { dnd: '12345' },
    ]) {
      const res = await call(sandbox, 'POST', '/sandbox/faults', bad);
      assert.equal(res.status, 400, JSON.stringify(bad));
      assert.equal(res.body.type, 'error');
    }
    assert.deepEqual(sandbox.faults.list(), { faults: [], undeliverable: [], dnd: [] });
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FaultsSnapshot } from '../src/index.js';
import { call, mail, sendFailure, startTestSandbox, transport } from './support.js';

const NO_FAULTS: FaultsSnapshot = {
  down: false,
  tempfail: null,
  rejectedRecipients: [],
  latencyMs: 0,
};

describe('SMTP faults', () => {
  it('down refuses connections (ECONNREFUSED) and up brings the same port back', async (t) => {
    const sandbox = await startTestSandbox(t);
    const smtp = transport(sandbox);
    const port = sandbox.smtpPort;
    await sandbox.faults.down();
    assert.equal(sandbox.faults.current().down, true);
    const err = await sendFailure(smtp.sendMail(mail('priya@example.com', 'While down')));
    assert.match(err.message, /ECONNREFUSED/);
    assert.equal(err.code, 'ESOCKET');

    await sandbox.faults.up();
    assert.equal(sandbox.smtpPort, port);
    await smtp.sendMail(mail('priya@example.com', 'After up'));
    assert.deepEqual(
      sandbox.messages().map((m) => m.subject),
      ['After up'],
    );
  });

  it('down and up over HTTP; DELETE /api/faults reopens the port', async (t) => {
    const sandbox = await startTestSandbox(t);
    const smtp = transport(sandbox);
    const down = await call<FaultsSnapshot>(sandbox, 'POST', '/api/faults', { mode: 'down' });
    assert.deepEqual(down, { status: 200, body: { ...NO_FAULTS, down: true } });
    assert.match(
      (await sendFailure(smtp.sendMail(mail('a@example.com', 'x')))).message,
      /ECONNREFUSED/,
    );
    await call(sandbox, 'POST', '/api/faults', { mode: 'down' }); // twice is harmless
    assert.deepEqual(await call(sandbox, 'DELETE', '/api/faults'), {
      status: 204,
      body: undefined,
    });
    await smtp.sendMail(mail('a@example.com', 'Back'));
    assert.deepEqual(await call(sandbox, 'GET', '/api/faults'), { status: 200, body: NO_FAULTS });

    await call(sandbox, 'POST', '/api/faults', { mode: 'down' });
    assert.equal((await call(sandbox, 'POST', '/api/faults', { mode: 'up' })).status, 200);
    await smtp.sendMail(mail('a@example.com', 'Up again'));
    assert.equal(sandbox.messages().length, 2);
  });

  it('tempfail answers 451 for the next count transactions, then accepts', async (t) => {
    const sandbox = await startTestSandbox(t);
    const smtp = transport(sandbox);
    sandbox.faults.tempfail(2);
    assert.deepEqual(sandbox.faults.current().tempfail, { remaining: 2 });
    for (const attempt of [1, 2]) {
      const err = await sendFailure(smtp.sendMail(mail('priya@example.com', `try ${attempt}`)));
      assert.equal(err.responseCode, 451);
      assert.equal(err.response, '451 4.3.0 Temporary failure (sandbox fault)');
    }
    assert.equal(sandbox.faults.current().tempfail, null);
    await smtp.sendMail(mail('priya@example.com', 'try 3'));
    assert.deepEqual(
      sandbox.messages().map((m) => m.subject),
      ['try 3'],
    );
  });

  it('tempfail without a count lasts until reset (over HTTP)', async (t) => {
    const sandbox = await startTestSandbox(t);
    const smtp = transport(sandbox);
    const set = await call<FaultsSnapshot>(sandbox, 'POST', '/api/faults', { mode: 'tempfail' });
    assert.deepEqual(set.body?.tempfail, { remaining: null });
    for (let i = 0; i < 3; i++) {
      assert.equal(
        (await sendFailure(smtp.sendMail(mail('a@example.com', 'x')))).responseCode,
        451,
      );
    }
    await call(sandbox, 'DELETE', '/api/faults');
    await smtp.sendMail(mail('a@example.com', 'fine'));
    assert.equal(sandbox.messages().length, 1);
  });

  it('reject answers 550 for that recipient only', async (t) => {
    const sandbox = await startTestSandbox(t);
    const smtp = transport(sandbox);
    const set = await call<FaultsSnapshot>(sandbox, 'POST', '/api/faults', {
      mode: 'reject',
      recipient: 'Gone@Example.com',
    });
    assert.deepEqual(set.body?.rejectedRecipients, ['gone@example.com']);

    const err = await sendFailure(smtp.sendMail(mail('gone@example.com', 'To the gone')));
    assert.equal(err.responseCode, 550);
    assert.match(err.response ?? '', /^550 5\.1\.1 Mailbox unavailable/);

    const info = await smtp.sendMail(mail('gone@example.com, here@example.com', 'To both'));
    assert.deepEqual(info.rejected, ['gone@example.com']);
    assert.deepEqual(info.accepted, ['here@example.com']);
    await smtp.sendMail(mail('here@example.com', 'To the living'));
    const messages = sandbox.messages();
    assert.deepEqual(
      messages.map((m) => m.subject),
      ['To the living', 'To both'],
    );
    assert.deepEqual(messages[1]?.envelope.to, ['here@example.com']);
  });

  it('latency delays the acceptance of each message', async (t) => {
    const sandbox = await startTestSandbox(t);
    const smtp = transport(sandbox);
    sandbox.faults.latency(600);
    let started = Date.now();
    await smtp.sendMail(mail('a@example.com', 'slow'));
    assert.ok(Date.now() - started >= 590, 'waited for the latency');

    const set = await call<FaultsSnapshot>(sandbox, 'POST', '/api/faults', { latencyMs: 0 });
    assert.equal(set.body?.latencyMs, 0);
    started = Date.now();
    await smtp.sendMail(mail('a@example.com', 'fast'));
    assert.ok(Date.now() - started < 590, 'no latency any more');
  });

  it('refuses invalid fault requests with 400 and a reason', async (t) => {
    const sandbox = await startTestSandbox(t);
    const cases: [unknown, RegExp][] = [
      [{}, /mode .* or latencyMs/],
      [{ mode: 'explode' }, /mode must be one of down, up, tempfail, reject/],
      [{ mode: 'tempfail', count: 0 }, /count must be an integer of at least 1/],
      [{ mode: 'down', count: 2 }, /count is only for mode "tempfail"/],
      [{ mode: 'reject' }, /recipient must be an e-mail address/],
      [{ mode: 'reject', recipient: 'nobody' }, /recipient must be an e-mail address/],
      [{ latencyMs: -1 }, /latencyMs must be an integer from 0 to 120000/],
      [{ mode: 'down', extra: true }, /Unknown field extra/],
      [[1], /must be a JSON object/],
    ];
    for (const [body, reason] of cases) {
      const res = await call<{ error: string }>(sandbox, 'POST', '/api/faults', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.match(res.body?.error ?? '', reason, JSON.stringify(body));
    }
    assert.deepEqual(sandbox.faults.current(), NO_FAULTS);
    assert.throws(() => sandbox.faults.tempfail(1.5), /count must be an integer/);
    assert.throws(() => sandbox.faults.latency(1e9), /latencyMs must be an integer/);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AUTH_KEY, call, flow, OTP, sendOtp, SHIPPED, startSandbox } from './support.js';

describe('the Flow API', () => {
  it('sends a DLT template and shows the rendered text', async (t) => {
    const sandbox = await startSandbox(t);
    const res = await sendOtp(sandbox, '919876543210', '482913');
    assert.equal(res.status, 200);
    assert.equal(res.body.type, 'success');
    assert.match(res.body.message, /^[0-9a-f]{24}$/, 'the request id');
    assert.deepEqual(Object.keys(res.body).sort(), ['message', 'type']);

    const [text] = sandbox.messages('919876543210');
    assert.equal(text?.requestId, res.body.message);
    assert.equal(text?.mobile, '919876543210');
    assert.equal(text?.senderId, 'AROGYA');
    assert.equal(text?.templateId, OTP.template_id);
    assert.equal(text?.dltTemplateId, '1107170000000000001');
    assert.equal(text?.category, 'transactional');
    assert.deepEqual(text?.variables, { OTP: '482913' });
    assert.equal(
      text?.text,
      'Your Arogya code is 482913. It is valid for 10 minutes. Do not share it. -Arogya',
    );
    assert.equal(text?.statuses[0]?.status, 'submitted');

    const listed = await call(sandbox, 'GET', '/sandbox/messages?mobile=%2B91%2098765%2043210');
    assert.equal(listed.body.count, 1);
    assert.equal(listed.body.items[0].text, text?.text);
    const delivered = await sandbox.waitFor((m) => m.id === text?.id && m.status === 'delivered');
    assert.deepEqual(
      delivered.statuses.map((s) => [s.status, s.code, s.description]),
      [
        ['submitted', undefined, undefined],
        ['delivered', '1', 'DELIVERED'],
      ],
    );
  });

  it('sends one text per mobile: several recipients, comma-separated numbers, the trailing-slash URL', async (t) => {
    const sandbox = await startSandbox(t);
    const res = await call(
      sandbox,
      'POST',
      '/api/v5/flow/',
      {
        template_id: SHIPPED.template_id,
        short_url: '1',
        recipients: [
          { mobiles: '919876543210,+91 98111 11111', name: 'Asha', order: 'A-1001' },
          { mobiles: '917000000001', name: 'Ravi', order: 1002 },
        ],
      },
      { authkey: AUTH_KEY },
    );
    assert.equal(res.status, 200);
    const texts = sandbox.messages();
    assert.deepEqual(
      texts.map((m) => [m.mobile, m.text]),
      [
        ['919876543210', 'Hi Asha, order A-1001 has shipped. Track: arogya.in/t/A-1001 -Arogya'],
        ['919811111111', 'Hi Asha, order A-1001 has shipped. Track: arogya.in/t/A-1001 -Arogya'],
        ['917000000001', 'Hi Ravi, order 1002 has shipped. Track: arogya.in/t/1002 -Arogya'],
      ],
    );
    assert.ok(texts.every((m) => m.requestId === res.body.message && m.shortUrl));
    assert.equal(new Set(texts.map((m) => m.id)).size, 3);
  });

  it('answers 401 "Authentication failure" for a wrong or missing authkey', async (t) => {
    const sandbox = await startSandbox(t);
    for (const key of ['wrong', null]) {
      const res = await flow(sandbox, { template_id: OTP.template_id, recipients: [] }, key);
      assert.equal(res.status, 401);
      assert.deepEqual(res.body, { type: 'error', message: 'Authentication failure' });
    }
  });

  it('answers 400 for a missing or unknown template and bad recipients, and sends nothing', async (t) => {
    const sandbox = await startSandbox(t);
    const cases: [unknown, RegExp][] = [
      [{ recipients: [{ mobiles: '919876543210', OTP: '1' }] }, /template_id is required/],
      [
        { template_id: 'nope', recipients: [{ mobiles: '919876543210', OTP: '1' }] },
        /Invalid template_id/,
      ],
      [{ template_id: OTP.template_id, recipients: [] }, /recipients/],
      [
        {
          template_id: OTP.template_id,
          short_url: 'yes',
          recipients: [{ mobiles: '919876543210', OTP: '1' }],
        },
        /short_url/,
      ],
      [{ template_id: OTP.template_id, recipients: [{ OTP: '1' }] }, /mobiles is required/],
    ];
    for (const [body, message] of cases) {
      const res = await flow(sandbox, body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.type, 'error');
      assert.match(res.body.message, message);
    }
    assert.equal(sandbox.messages().length, 0);
  });

  it('takes Indian mobile numbers only (91 and 10 digits from 6 to 9)', async (t) => {
    const sandbox = await startSandbox(t);
    for (const bad of [
      '9876543210',
      '915876543210',
      '14155550123',
      '91987654321',
      '919876543210,123',
    ]) {
      const res = await sendOtp(sandbox, bad);
      assert.equal(res.status, 400, bad);
      assert.match(res.body.message, /^Invalid mobile number/);
    }
    assert.equal(sandbox.messages().length, 0, 'an invalid number refuses the whole request');
    assert.equal((await sendOtp(sandbox, '+91 6000000000')).status, 200);
    assert.equal(sandbox.messages()[0]?.mobile, '916000000000');
  });

  it('refuses a send whose values do not fill every ##VAR##', async (t) => {
    const sandbox = await startSandbox(t);
    const res = await flow(sandbox, {
      template_id: SHIPPED.template_id,
      recipients: [
        { mobiles: '919876543210', name: 'Asha', order: 'A-1' },
        { mobiles: '919811111111', name: 'Ravi' },
      ],
    });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, {
      type: 'error',
      message: 'Missing value for ##order## in recipients[1]',
    });
    const wrongCase = await flow(sandbox, {
      template_id: OTP.template_id,
      recipients: [{ mobiles: '919876543210', otp: '1' }],
    });
    assert.equal(wrongCase.status, 400, 'variable names are case-sensitive');
    assert.equal(sandbox.messages().length, 0);
  });
});

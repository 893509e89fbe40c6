import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { loadSmsSandboxConfig, startSmsSandbox } from '../src/index.js';
import { encodingOf } from '../src/templates.js';
import { call, flow, OTP, SALE, startSandbox } from './support.js';

const WELCOME = {
  template_id: 'welcome_v1',
  sender_id: 'arogya',
  content: 'Welcome to Arogya, ##name##! -Arogya',
  dlt_te_id: '1107170000000000009',
};

describe('DLT templates', () => {
  it('adds and replaces templates through /sandbox/templates', async (t) => {
    const sandbox = await startSandbox(t, { templates: [] });
    const added = await call(sandbox, 'POST', '/sandbox/templates', WELCOME);
    assert.equal(added.status, 200);
    assert.deepEqual(added.body, {
      ...WELCOME,
      sender_id: 'AROGYA',
      category: 'transactional',
      unicode: false,
      variables: ['name'],
    });
    await call(sandbox, 'POST', '/sandbox/templates', {
      ...WELCOME,
      content: 'Namaste ##name##! -Arogya',
    });
    const listed = await call(sandbox, 'GET', '/sandbox/templates');
    assert.equal(listed.body.count, 1);
    assert.equal(listed.body.items[0].content, 'Namaste ##name##! -Arogya');
    const sent = await flow(sandbox, {
      template_id: 'welcome_v1',
      recipients: [{ mobiles: '919876543210', name: 'Asha' }],
    });
    assert.equal(sent.status, 200);
    assert.equal(sandbox.messages()[0]?.text, 'Namaste Asha! -Arogya');
  });

  it('takes Hindi (Devanagari) content only as a Unicode template, and says how a text travels', async (t) => {
    const sandbox = await startSandbox(t, { templates: [] });
    const hindi = { ...WELCOME, content: 'नमस्ते ##name##, Arogya में आपका स्वागत है! -Arogya' };
    const refused = await call(sandbox, 'POST', '/sandbox/templates', hindi);
    assert.equal(refused.status, 400);
    assert.match(refused.body.message, /GSM 03\.38.*unicode: true/);
    const bad = await call(sandbox, 'POST', '/sandbox/templates', { ...hindi, unicode: 'yes' });
    assert.equal(bad.status, 400);
    const added = await call(sandbox, 'POST', '/sandbox/templates', { ...hindi, unicode: true });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    assert.equal(added.body.unicode, true);
    const sent = await flow(sandbox, {
      template_id: 'welcome_v1',
      recipients: [{ mobiles: '919876543210', name: 'आशा' }],
    });
    assert.equal(sent.status, 200);
    const [text] = sandbox.messages();
    assert.equal(text?.text, 'नमस्ते आशा, Arogya में आपका स्वागत है! -Arogya');
    assert.deepEqual([text?.encoding, text?.parts], ['UCS-2', 1]);
    assert.deepEqual(encodingOf('a'.repeat(160)), { encoding: 'GSM-7', parts: 1 });
    assert.deepEqual(encodingOf('a'.repeat(161)), { encoding: 'GSM-7', parts: 2 });
    assert.deepEqual(encodingOf('{'.repeat(81)), { encoding: 'GSM-7', parts: 2 }, 'two each');
    assert.deepEqual(encodingOf('अ'.repeat(71)), { encoding: 'UCS-2', parts: 2 });
    assert.deepEqual(encodingOf('Refund of ₹2,998.00'), { encoding: 'UCS-2', parts: 1 });
  });

  it('refuses templates that are not DLT-shaped', async (t) => {
    const sandbox = await startSandbox(t);
    for (const bad of [
      { ...WELCOME, sender_id: 'AROGY' },
      { ...WELCOME, sender_id: 'AR0GYA' },
      { ...WELCOME, sender_id: '123456' },
      { ...WELCOME, dlt_te_id: '12345' },
      { ...WELCOME, content: '' },
      { ...WELCOME, template_id: '' },
      { ...WELCOME, category: 'otp' },
    ]) {
      const res = await call(sandbox, 'POST', '/sandbox/templates', bad);
      assert.equal(res.status, 400, JSON.stringify(bad));
      assert.equal(res.body.type, 'error');
    }
    const promo = await call(sandbox, 'POST', '/sandbox/templates', {
      ...WELCOME,
      sender_id: '123456',
      category: 'promotional',
    });
    assert.equal(promo.status, 200, 'a numeric header for promotional texts');
  });

  it('preloads templates from SMS_SANDBOX_TEMPLATES and in code', async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'sms-templates-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'templates.json');
    writeFileSync(file, JSON.stringify([OTP, SALE]));
    const config = loadSmsSandboxConfig({ SMS_SANDBOX_TEMPLATES: file });
    const sandbox = await startSmsSandbox({ ...config, port: 0 });
    t.after(() => sandbox.close());
    assert.deepEqual(
      sandbox.templates.list().map((x) => [x.template_id, x.category, x.variables]),
      [
        [OTP.template_id, 'transactional', ['OTP']],
        [SALE.template_id, 'promotional', ['discount']],
      ],
    );
    sandbox.templates.upsert(WELCOME);
    assert.equal(sandbox.templates.get('welcome_v1')?.sender_id, 'AROGYA');

    writeFileSync(file, '{}');
    assert.throws(() => loadSmsSandboxConfig({ SMS_SANDBOX_TEMPLATES: file }), /JSON array/);
    await assert.rejects(
      startSmsSandbox({ port: 0, templates: [{ ...OTP, dlt_te_id: 'x' }] }),
      /template "65f1c0ffee0000000000otp1" is invalid: dlt_te_id/,
    );
  });
});

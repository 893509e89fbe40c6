import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { loadWhatsAppSandboxConfig, startWhatsAppSandbox } from '../src/index.js';
import { graph, LOGIN_CODE, send, startSandbox, WABA_ID } from './support.js';

const DELIVERY_SLOT = {
  name: 'delivery_slot',
  language: 'hi',
  category: 'UTILITY',
  components: [
    {
      type: 'BODY',
      text: 'नमस्ते {{1}}, आपका ऑर्डर {{2}} को आएगा।',
      example: { body_text: [['Asha', 'Monday']] },
    },
    { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'OK' }] },
  ],
};

describe('message templates', () => {
  it('creates a template approved at once, lists it, and updates it on a second post', async (t) => {
    const sandbox = await startSandbox(t);
    const created = await graph(
      sandbox,
      'POST',
      `/v21.0/${WABA_ID}/message_templates`,
      DELIVERY_SLOT,
    );
    assert.equal(created.status, 200);
    assert.match(created.body.id, /^\d{15,19}$/);
    assert.equal(created.body.status, 'APPROVED');
    assert.equal(created.body.category, 'UTILITY');

    const updated = await graph(sandbox, 'POST', `/v21.0/${WABA_ID}/message_templates`, {
      ...DELIVERY_SLOT,
      components: [{ type: 'BODY', text: 'नमस्ते {{1}}, ऑर्डर {{2}} रास्ते में है।' }],
    });
    assert.equal(updated.body.id, created.body.id, 'same name and language: same template');

    const listed = await graph(sandbox, 'GET', `/v21.0/${WABA_ID}/message_templates`);
    assert.equal(listed.status, 200);
    const names = listed.body.data.map(
      (d: { name: string; language: string }) => `${d.name}/${d.language}`,
    );
    assert.deepEqual(names, ['order_shipped/en', 'login_code/en_US', 'delivery_slot/hi']);
    const slot = listed.body.data[2];
    assert.equal(slot.status, 'APPROVED');
    assert.equal(slot.components[0].text, 'नमस्ते {{1}}, ऑर्डर {{2}} रास्ते में है।');
    assert.ok(listed.body.paging.cursors);

    const sent = await send(sandbox, {
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'delivery_slot',
        language: { code: 'hi' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'आशा' },
              { type: 'text', text: 'A-7' },
            ],
          },
        ],
      },
    });
    assert.equal(sent.status, 200);
    assert.equal(sandbox.messages()[0]?.text, 'नमस्ते आशा, ऑर्डर A-7 रास्ते में है।');
  });

  it('takes a media header as one header parameter', async (t) => {
    const sandbox = await startSandbox(t);
    sandbox.templates.upsert({
      name: 'invoice_ready',
      language: 'en',
      category: 'UTILITY',
      components: [
        { type: 'HEADER', format: 'DOCUMENT' },
        { type: 'BODY', text: 'Your invoice for order {{1}} is attached.' },
      ],
    });
    const body = (components: unknown[]) => ({
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'template',
      template: { name: 'invoice_ready', language: { code: 'en' }, components },
    });
    const bodyParams = { type: 'body', parameters: [{ type: 'text', text: 'A-9' }] };
    const missing = await send(sandbox, body([bodyParams]));
    assert.equal(missing.body.error.code, 132000);
    assert.match(missing.body.error.error_data.details, /^header: .*\(0\).*\(1\)/);
    const document = { type: 'document', document: { link: 'https://arogya.example/i.pdf' } };
    const ok = await send(sandbox, body([{ type: 'header', parameters: [document] }, bodyParams]));
    assert.equal(ok.status, 200);
    assert.equal(sandbox.messages()[0]?.header, '[document]');
    assert.equal(sandbox.messages()[0]?.text, 'Your invoice for order A-9 is attached.');
  });

  it('refuses bad templates with code 100 and needs the token', async (t) => {
    const sandbox = await startSandbox(t);
    const path = `/v21.0/${WABA_ID}/message_templates`;
    for (const bad of [
      { ...DELIVERY_SLOT, name: 'Has Spaces' },
      { ...DELIVERY_SLOT, category: 'OTHER' },
      { ...DELIVERY_SLOT, components: [{ type: 'FOOTER', text: 'no body' }] },
      { ...DELIVERY_SLOT, components: [{ type: 'BODY', text: 'gap {{1}} {{3}}' }] },
      {
        ...DELIVERY_SLOT,
        components: [{ type: 'BODY', text: 'Hi {{1}}', example: { body_text: [['a', 'b']] } }],
      },
      { ...DELIVERY_SLOT, language: undefined },
    ]) {
      const res = await graph(sandbox, 'POST', path, bad);
      assert.equal(res.status, 400, JSON.stringify(bad));
      assert.equal(res.body.error.code, 100);
    }
    const unauthorised = await graph(sandbox, 'GET', path, undefined, 'nope');
    assert.equal(unauthorised.status, 401);
    assert.equal(unauthorised.body.error.code, 190);
    const otherAccount = await graph(sandbox, 'GET', '/v21.0/123/message_templates');
    assert.equal(otherAccount.body.error.error_subcode, 33);
  });

  it('words authentication templates itself: preset text, no text of the business, an OTP button', async (t) => {
    const sandbox = await startSandbox(t);
    const stored = sandbox.templates.get('login_code', 'en_US');
    assert.deepEqual(
      stored?.components.map((c) => [c.type, c.text]),
      [
        ['BODY', '{{1}} is your verification code. For your security, do not share this code.'],
        ['FOOTER', 'This code expires in 5 minutes.'],
        ['BUTTONS', undefined],
      ],
    );
    assert.deepEqual(stored?.components[2]?.buttons, [
      { type: 'URL', text: 'Copy code', otp_type: 'COPY_CODE' },
    ]);
    const post = (components: unknown[]) =>
      graph(sandbox, 'POST', `/v21.0/${WABA_ID}/message_templates`, {
        name: 'own_words',
        language: 'en',
        category: 'AUTHENTICATION',
        components,
      });
    const otp = { type: 'BUTTONS', buttons: [{ type: 'OTP', otp_type: 'COPY_CODE' }] };
    for (const [components, why] of [
      [[{ type: 'BODY', text: 'Your code is {{1}}' }, otp], /takes no text/],
      [[{ type: 'BODY' }], /OTP button/],
      [[{ type: 'BODY' }, { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY' }] }], /is OTP/],
      [[{ type: 'BODY' }, { type: 'FOOTER', code_expiration_minutes: 120 }, otp], /1 to 90/],
      [[{ type: 'HEADER', format: 'IMAGE' }, { type: 'BODY' }, otp], /no HEADER/],
    ] as const) {
      const res = await post([...components]);
      assert.equal(res.status, 400, JSON.stringify(components));
      assert.equal(res.body.error.code, 100);
      assert.match(JSON.stringify(res.body.error), why);
    }
    const plain = await post([{ type: 'BODY' }, otp]);
    assert.equal(plain.status, 200);
    assert.equal(
      sandbox.templates.get('own_words', 'en')?.components[0]?.text,
      '{{1}} is your verification code.',
    );
  });

  it('keeps a template per name and language: Hindi beside English, sent by language code', async (t) => {
    const sandbox = await startSandbox(t);
    const path = `/v21.0/${WABA_ID}/message_templates`;
    const hindi = await graph(sandbox, 'POST', path, {
      name: 'login_code',
      language: 'hi',
      category: 'AUTHENTICATION',
      components: [
        { type: 'BODY', add_security_recommendation: true },
        { type: 'FOOTER', code_expiration_minutes: 5 },
        { type: 'BUTTONS', buttons: [{ type: 'OTP', otp_type: 'COPY_CODE' }] },
      ],
    });
    assert.equal(hindi.status, 200, JSON.stringify(hindi.body));
    const stored = sandbox.templates.get('login_code', 'hi');
    assert.deepEqual(
      stored?.components.map((c) => [c.type, c.text]),
      [
        ['BODY', '{{1}} आपका वेरिफ़िकेशन कोड है। अपनी सुरक्षा के लिए, इस कोड को किसी के साथ शेयर न करें।'],
        ['FOOTER', 'यह कोड 5 मिनट में एक्सपायर हो जाएगा।'],
        ['BUTTONS', undefined],
      ],
    );
    assert.deepEqual(stored?.components[2]?.buttons, [
      { type: 'URL', text: 'कोड कॉपी करें', otp_type: 'COPY_CODE' },
    ]);
    assert.notEqual(stored?.id, sandbox.templates.get('login_code', 'en_US')?.id, 'its own');
    const code = (language: string) =>
      send(sandbox, {
        messaging_product: 'whatsapp',
        to: '919876543210',
        type: 'template',
        template: {
          name: 'login_code',
          language: { code: language },
          components: [
            { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
            {
              type: 'button',
              sub_type: 'url',
              index: '0',
              parameters: [{ type: 'text', text: '482913' }],
            },
          ],
        },
      });
    assert.equal((await code('hi')).status, 200);
    assert.equal((await code('en_US')).status, 200);
    assert.equal((await code('ta')).status, 404, 'no Tamil one');
    const [hi, en] = sandbox.messages('919876543210');
    assert.deepEqual([hi?.language, en?.language], ['hi', 'en_US']);
    assert.match(hi!.text, /^482913 आपका वेरिफ़िकेशन कोड है।/);
    assert.match(en!.text, /^482913 is your verification code\./);
  });

  it('preloads templates from WHATSAPP_SANDBOX_TEMPLATES and in code', async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'wa-templates-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'templates.json');
    writeFileSync(file, JSON.stringify([DELIVERY_SLOT, LOGIN_CODE]));
    const config = loadWhatsAppSandboxConfig({ WHATSAPP_SANDBOX_TEMPLATES: file });
    assert.deepEqual(
      config.templates.map((x) => x.name),
      ['delivery_slot', 'login_code'],
    );
    const sandbox = await startWhatsAppSandbox({ ...config, port: 0 });
    t.after(() => sandbox.close());
    assert.deepEqual(
      sandbox.templates.list().map((x) => [x.name, x.status]),
      [
        ['delivery_slot', 'APPROVED'],
        ['login_code', 'APPROVED'],
      ],
    );
    sandbox.templates.upsert({
      name: 'in_code',
      language: 'en',
      category: 'MARKETING',
      components: [{ type: 'BODY', text: 'Sale!' }],
    });
    assert.equal(sandbox.templates.get('in_code', 'en')?.category, 'MARKETING');

    writeFileSync(file, '{"not":"an array"}');
    assert.throws(
      () => loadWhatsAppSandboxConfig({ WHATSAPP_SANDBOX_TEMPLATES: file }),
      /JSON array/,
    );
    await assert.rejects(
      startWhatsAppSandbox({ port: 0, templates: [{ ...LOGIN_CODE, name: 'Bad Name' }] }),
      /template "Bad Name" is invalid/,
    );
  });
});

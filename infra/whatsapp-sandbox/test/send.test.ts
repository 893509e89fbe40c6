import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOGIN_CODE, PHONE_ID, send, sendOrderShipped, startSandbox, graph } from './support.js';

const TEMPLATE_LOGIN = {
  messaging_product: 'whatsapp',
  to: '919876543210',
  type: 'template',
  template: {
    name: LOGIN_CODE.name,
    language: { code: 'en_US' },
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
};

describe('sending messages', () => {
  it('sends a template and shows its rendered text', async (t) => {
    const sandbox = await startSandbox(t);
    const res = await sendOrderShipped(sandbox, '+91 98765-43210', ['Asha', 'A-1001']);
    assert.equal(res.status, 200);
    assert.equal(res.body.messaging_product, 'whatsapp');
    assert.deepEqual(res.body.contacts, [{ input: '+91 98765-43210', wa_id: '919876543210' }]);
    assert.equal(res.body.messages.length, 1);
    const { id, message_status: status } = res.body.messages[0];
    assert.match(id, /^wamid\.[A-Za-z0-9+/=]{20,}$/);
    assert.equal(status, 'accepted');

    const [message] = sandbox.messages('919876543210');
    assert.equal(message?.id, id);
    assert.equal(message?.type, 'template');
    assert.equal(message?.templateName, 'order_shipped');
    assert.equal(message?.language, 'en');
    assert.deepEqual(message?.parameters, ['Asha', 'A-1001']);
    assert.equal(message?.header, 'Order A-1001');
    assert.equal(message?.text, 'Hi Asha, your order A-1001 has shipped.');
    assert.equal(message?.footer, 'Arogya Wellness');
    assert.equal(message?.statuses[0]?.status, 'accepted');

    // the control API shows the same, filtered by recipient (+ allowed)
    const listed = await graph(
      sandbox,
      'GET',
      '/sandbox/messages?to=%2B919876543210',
      undefined,
      null,
    );
    assert.equal(listed.status, 200);
    assert.equal(listed.body.count, 1);
    assert.equal(listed.body.items[0].text, 'Hi Asha, your order A-1001 has shipped.');
    const none = await graph(sandbox, 'GET', '/sandbox/messages?to=911111111111', undefined, null);
    assert.equal(none.body.count, 0);

    const delivered = await sandbox.waitFor((m) => m.id === id && m.status === 'delivered');
    assert.deepEqual(
      delivered.statuses.map((s) => s.status),
      ['accepted', 'sent', 'delivered'],
    );
  });

  it('answers 132001 for an unknown template or a language it has no translation in', async (t) => {
    const sandbox = await startSandbox(t);
    const unknown = await send(sandbox, {
      ...TEMPLATE_LOGIN,
      template: { ...TEMPLATE_LOGIN.template, name: 'no_such_template' },
    });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.error.code, 132001);
    assert.equal(unknown.body.error.type, 'OAuthException');
    assert.equal(
      unknown.body.error.message,
      '(#132001) Template name does not exist in the translation',
    );
    assert.deepEqual(unknown.body.error.error_data, {
      messaging_product: 'whatsapp',
      details: 'template name (no_such_template) does not exist in en_US',
    });
    assert.equal(typeof unknown.body.error.fbtrace_id, 'string');

    const otherLanguage = await send(sandbox, {
      ...TEMPLATE_LOGIN,
      template: { ...TEMPLATE_LOGIN.template, language: { code: 'hi' } },
    });
    assert.equal(otherLanguage.body.error.code, 132001);
    assert.equal(sandbox.messages().length, 0, 'nothing sent');
  });

  it('answers 132000 when the number of parameters does not match', async (t) => {
    const sandbox = await startSandbox(t);
    const few = await sendOrderShipped(sandbox, '919876543210', ['Asha']);
    assert.equal(few.status, 400);
    assert.equal(few.body.error.code, 132000);
    assert.equal(
      few.body.error.message,
      '(#132000) Number of parameters does not match the expected number of params',
    );
    assert.equal(
      few.body.error.error_data.details,
      'body: number of localizable_params (1) does not match the expected number of params (2)',
    );
    const none = await send(sandbox, {
      ...TEMPLATE_LOGIN,
      template: { name: 'login_code', language: { code: 'en_US' } },
    });
    assert.equal(none.body.error.code, 132000);
    assert.match(none.body.error.error_data.details, /\(0\).*\(1\)/);
    const many = await sendOrderShipped(sandbox, '919876543210', ['Asha', 'A-1', 'extra']);
    assert.equal(many.body.error.code, 132000);
  });

  it('answers 401 with code 190 for a wrong or missing token', async (t) => {
    const sandbox = await startSandbox(t);
    for (const token of ['wrong_token', null]) {
      const res = await send(sandbox, TEMPLATE_LOGIN, token);
      assert.equal(res.status, 401);
      assert.equal(res.body.error.code, 190);
      assert.equal(res.body.error.type, 'OAuthException');
      assert.match(res.body.error.message, /^Invalid OAuth access token/);
    }
    assert.equal(sandbox.messages().length, 0);
  });

  it('refuses free-form text outside the 24-hour window (131047), allows it after the customer wrote', async (t) => {
    const sandbox = await startSandbox(t);
    const text = {
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'text',
      text: { body: 'Hello' },
    };
    const refused = await send(sandbox, text);
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error.code, 131047);
    assert.equal(refused.body.error.message, '(#131047) Re-engagement message');
    assert.match(refused.body.error.error_data.details, /24 hours/);

    const inbound = await graph(
      sandbox,
      'POST',
      '/sandbox/inbound',
      { from: '+919876543210', text: 'Where is my order?' },
      null,
    );
    assert.equal(inbound.status, 200);
    assert.equal(inbound.body.from, '919876543210');
    const allowed = await send(sandbox, text);
    assert.equal(allowed.status, 200);
    assert.equal(sandbox.messages()[0]?.text, 'Hello');
    assert.equal(sandbox.messages()[0]?.templateName, null);
    // another customer's window is still closed
    const other = await send(sandbox, { ...text, to: '919811111111' });
    assert.equal(other.body.error.code, 131047);
  });

  it('validates the body like Graph (code 100) and the ids in the path', async (t) => {
    const sandbox = await startSandbox(t);
    const missing = await send(sandbox, { to: '919876543210', type: 'text', text: { body: 'x' } });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.error.code, 100);
    assert.equal(missing.body.error.message, '(#100) The parameter messaging_product is required.');

    const badTo = await send(sandbox, { ...TEMPLATE_LOGIN, to: 'not-a-number' });
    assert.equal(badTo.body.error.code, 100);
    assert.equal(badTo.body.error.message, '(#100) Invalid parameter');

    const noName = await send(sandbox, {
      ...TEMPLATE_LOGIN,
      template: { language: { code: 'en' } },
    });
    assert.equal(noName.body.error.message, "(#100) The parameter template['name'] is required.");

    const emptyText = await send(sandbox, {
      ...TEMPLATE_LOGIN,
      template: {
        ...TEMPLATE_LOGIN.template,
        components: [{ type: 'body', parameters: [{ type: 'text' }] }],
      },
    });
    assert.equal(emptyText.body.error.code, 100);
    assert.equal(
      emptyText.body.error.error_data.details,
      "Parameter 'text' is mandatory for component parameter type 'text'",
    );

    const otherPhone = await graph(sandbox, 'POST', '/v21.0/999/messages', TEMPLATE_LOGIN);
    assert.equal(otherPhone.status, 400);
    assert.equal(otherPhone.body.error.code, 100);
    assert.equal(otherPhone.body.error.error_subcode, 33);

    const badVersion = await graph(sandbox, 'POST', `/latest/${PHONE_ID}/messages`, TEMPLATE_LOGIN);
    assert.equal(badVersion.body.error.code, 100);

    const ok = await graph(sandbox, 'POST', `/v19.0/${PHONE_ID}/messages`, TEMPLATE_LOGIN);
    assert.equal(ok.status, 200, 'any vNN.N version');
    assert.equal(
      sandbox.messages()[0]?.text,
      '482913 is your verification code. For your security, do not share this code.',
    );
    assert.equal(sandbox.messages()[0]?.footer, 'This code expires in 5 minutes.');
    assert.equal(sandbox.messages()[0]?.category, 'AUTHENTICATION');
  });

  it('answers 131008 for an authentication template sent without the code of its OTP button', async (t) => {
    const sandbox = await startSandbox(t);
    const noButton = await send(sandbox, {
      ...TEMPLATE_LOGIN,
      template: { ...TEMPLATE_LOGIN.template, components: [TEMPLATE_LOGIN.template.components[0]] },
    });
    assert.equal(noButton.status, 400);
    assert.equal(noButton.body.error.code, 131008);
    assert.equal(noButton.body.error.message, '(#131008) Required parameter is missing');
    assert.match(noButton.body.error.error_data.details, /OTP button needs the code/);
    assert.equal(sandbox.messages().length, 0, 'nothing sent');
  });
});

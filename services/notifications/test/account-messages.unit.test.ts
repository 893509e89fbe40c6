import 'reflect-metadata';
import {
  ACCOUNT_MESSAGES,
  accountMessage,
  PHONE_MESSAGES,
  ShopError,
  type AccountMessage,
} from '@arogya/contracts';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { accountPlan, durationText } from '../src/account/account-plan.js';
import { loadNotificationsConfig } from '../src/config.js';
import { TEMPLATES, type TemplateSpec } from '../src/templates/catalog.js';
import { TemplateRenderer } from '../src/templates/renderer.js';

const config = loadNotificationsConfig({});
const USER = '4f1c2e9a-0000-4000-8000-000000000001';

const request = (more: Partial<AccountMessage>): AccountMessage =>
  accountMessage({
    kind: 'password-reset',
    id: 'reset-1',
    userId: USER,
    name: 'Asha Rao',
    email: 'Asha@Example.in',
    link: 'https://shop.example.in/reset-password?token=abc',
    expiresMinutes: 30,
    details: {},
    ...more,
  });

describe('account messages: one template per kind', () => {
  it('has a template for every kind; codes go by WhatsApp (AUTHENTICATION) or SMS, the rest by e-mail', () => {
    for (const kind of ACCOUNT_MESSAGES) {
      const spec: TemplateSpec = TEMPLATES[kind];
      assert.equal(spec.audience, 'shopper', kind);
      assert.equal(spec.category, 'transactional', kind);
      if (PHONE_MESSAGES.includes(kind)) {
        assert.equal(spec.whatsapp?.category, 'AUTHENTICATION', `${kind}: Meta's kind for codes`);
        assert.deepEqual(spec.whatsapp?.params, ['code']);
        assert.ok(spec.sms, `${kind}: an SMS form (no opt-in, or WhatsApp's fallback)`);
        assert.deepEqual(spec.secrets, ['code']);
      } else {
        assert.equal(spec.whatsapp, undefined, kind);
        assert.equal(spec.sms, undefined, kind);
      }
    }
    assert.deepEqual(TEMPLATES['verify-email'].secrets, ['link']);
    assert.deepEqual(TEMPLATES['password-reset'].secrets, ['link']);
  });

  it('never puts a secret in a subject (stored, and listed in the console)', async () => {
    const renderer = new TemplateRenderer(config);
    await renderer.compileAll();
    for (const kind of ACCOUNT_MESSAGES) {
      const spec: TemplateSpec = TEMPLATES[kind];
      const p = renderer.preview(kind);
      for (const key of spec.secrets ?? []) {
        const secret = String(spec.sample[key]);
        assert.ok(!p.subject.includes(secret), `${kind}: subject without its ${key}`);
        assert.ok(p.text.includes(secret), `${kind}: the text part carries its ${key}`);
        assert.ok(p.html.includes(key === 'link' ? 'sample' : secret), `${kind}: and the HTML`);
      }
    }
    const reset = renderer.preview('password-reset');
    assert.match(reset.text, /works for 30 minutes/);
    assert.match(
      reset.text,
      /If you did not ask for this, ignore this e-mail: your password stays/,
    );
    const changed = renderer.preview('password-changed');
    assert.match(changed.text, /every session was signed out/);
    assert.match(changed.text, /http:\/\/localhost:8080\/forgot-password/);
    const exists = renderer.preview('account-exists');
    assert.match(exists.text, /Sign in: http:\/\/localhost:8080\/login/);
    const erasure = renderer.preview('erasure-requested');
    assert.match(erasure.text, /by Saturday, 26 December/);
    assert.match(erasure.text, /The law makes us keep some records: GST invoices, for 8 years\./);
  });

  it('gives a code to WhatsApp’s copy-code button, and fits its SMS in one text', async () => {
    const renderer = new TemplateRenderer(config);
    const vars = { code: '493817', validFor: '5 minutes' };
    const w = renderer.whatsapp('sign-in-code', vars);
    assert.deepEqual(w, {
      name: 'sign_in_code',
      language: 'en',
      params: ['493817'],
      copyCode: '493817',
      body: '493817 is your verification code. For your security, do not share this code.',
    });
    assert.equal(
      renderer.whatsapp('order-shipped', TEMPLATES['order-shipped'].sample)?.copyCode,
      null,
    );
    for (const kind of PHONE_MESSAGES) {
      const sms = renderer.sms(kind, vars)!;
      assert.match(
        sms.text,
        /^493817 is your Arogya .*code.* It works for 5 minutes\. Never share it/,
      );
      assert.ok(sms.text.length <= 160, `${kind}: one SMS (${sms.text.length})`);
    }
  });
});

describe('what an account message keeps', () => {
  it('says how long a link or code works in words', () => {
    const cases: [number, string][] = [
      [1, '1 minute'],
      [5, '5 minutes'],
      [30, '30 minutes'],
      [60, '1 hour'],
      [90, '1 hour 30 minutes'],
      [1440, '24 hours'],
      [2880, '2 days'],
      [2890, '48 hours 10 minutes'],
    ];
    for (const [minutes, words] of cases) assert.equal(durationText(minutes), words, `${minutes}`);
  });

  it('keeps the secrets its template needs until they expire, and no other', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    const reset = accountPlan(request({}), TEMPLATES['password-reset'], now);
    assert.deepEqual(reset.variables, {
      firstName: 'Asha',
      email: 'asha@example.in',
      link: 'https://shop.example.in/reset-password?token=abc',
      validFor: '30 minutes',
      validMinutes: 30,
      details: {},
    });
    assert.equal(reset.secretUntil?.toISOString(), '2026-11-26T10:30:00.000Z');
    const changed = accountPlan(
      request({ kind: 'password-changed', code: '123456' }),
      TEMPLATES['password-changed'],
      now,
    );
    assert.equal(changed.secretUntil, null, 'no secret');
    assert.ok(!('link' in changed.variables) && !('code' in changed.variables));
    const code = accountPlan(
      request({
        kind: 'sign-in-code',
        email: null,
        phone: '9876543210',
        code: '004211',
        expiresMinutes: null,
      }),
      TEMPLATES['sign-in-code'],
      now,
    );
    assert.equal(code.variables.code, '004211');
    assert.equal(code.variables.validFor, '5 minutes', 'the kind’s own time when none is given');
    assert.equal(code.secretUntil?.toISOString(), '2026-11-26T10:05:00.000Z');
    assert.equal(code.variables.firstName, 'Asha');
    assert.ok(!('link' in code.variables), 'a link sent with a code kind is not kept');
  });

  it('refuses (400) a request its template cannot be sent without', () => {
    const refuses = (more: Partial<AccountMessage>, why: RegExp) =>
      assert.throws(
        () => {
          const a = request(more);
          accountPlan(a, TEMPLATES[a.kind]);
        },
        (e: unknown) => e instanceof ShopError && e.status === 400 && why.test(e.message),
      );
    refuses({ link: null }, /password-reset needs a link/);
    refuses({ link: 'javascript:alert(1)' }, /link must be an http\(s\) address/);
    refuses({ kind: 'sign-in-code', phone: '9876543210' }, /sign-in-code needs a code/);
    refuses({ kind: 'sign-in-code', phone: null }, /needs a phone number/);
    refuses({ kind: 'phone-code', phone: '9876543210', code: '12345' }, /code must be 6 digits/);
    refuses({ email: null }, /password-reset needs an e-mail/);
  });
});

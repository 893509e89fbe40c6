import 'reflect-metadata';
import { indianMobile, parsePreferencesInput, staffSettings } from '@arogya/contracts';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { loadNotificationsConfig } from '../src/config.js';
import { deliveryDate, firstNameOf, toShopper } from '../src/events/plans.js';
import { MessageTransitions } from '../src/messages/message.transitions.js';
import { MessageLinks } from '../src/preferences/links.js';
import { contactReference } from '../src/contact/contact.service.js';
import { TEMPLATES, type TemplateName, type TemplateSpec } from '../src/templates/catalog.js';
import { SMS_TEMPLATES, TEMPLATE_DIR, TemplateRenderer } from '../src/templates/renderer.js';

const config = loadNotificationsConfig({});

describe('notifications configuration', () => {
  it('runs on the sandboxes by default, and refuses them in production', () => {
    assert.equal(config.SMTP_URL, 'smtp://127.0.0.1:1025');
    assert.throws(
      () => loadNotificationsConfig({ NODE_ENV: 'production' }),
      (e: Error) =>
        [
          'SMTP_URL: points at the local mail sandbox',
          'WHATSAPP_API_BASE: must be https://graph.facebook.com',
          'WHATSAPP_ACCESS_TOKEN: is the sandbox value',
          'WHATSAPP_APP_SECRET: is the sandbox value',
          'WHATSAPP_VERIFY_TOKEN: is the sandbox value',
          'UNSUBSCRIBE_SECRET: is the sandbox value',
          'MSG91_API_BASE: must be https://control.msg91.com',
          'MSG91_AUTH_KEY: is the sandbox value',
          'SMS_WEBHOOK_SECRET: is the sandbox value',
          'EMAIL_WEBHOOK_SECRET: is the sandbox value',
        ].every((line) => e.message.includes(line)),
    );
    const real = loadNotificationsConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://apikey:secret@smtp.sendgrid.net:587',
      WHATSAPP_API_BASE: 'https://graph.facebook.com',
      WHATSAPP_ACCESS_TOKEN: 'EAAG-real-token',
      WHATSAPP_APP_SECRET: 'a-real-app-secret',
      WHATSAPP_VERIFY_TOKEN: 'a-real-verify-token',
      UNSUBSCRIBE_SECRET: 'a-long-real-unsubscribe-secret',
      MSG91_API_BASE: 'https://control.msg91.com',
      MSG91_AUTH_KEY: 'a-real-msg91-auth-key',
      SMS_WEBHOOK_SECRET: 'a-long-real-sms-webhook-secret',
      EMAIL_WEBHOOK_SECRET: 'a-long-real-email-webhook-secret',
    });
    assert.equal(real.NODE_ENV, 'production');
    assert.throws(
      () => loadNotificationsConfig({ SMTP_URL: 'http://mail' }),
      /SMTP_URL: must be smtp/,
    );
  });
});

describe('links that work signed out', () => {
  const links = new MessageLinks(config);
  it('speak for the person they were made for, and refuse any change', () => {
    const token = links.token({ userId: '4f1c2e9a-0000-4000-8000-000000000001' });
    assert.deepEqual(links.verify(token), { userId: '4f1c2e9a-0000-4000-8000-000000000001' });
    assert.ok(token.length < 60, `short enough for a link: ${token}`);
    const [body, mac] = token.split('.');
    const other = links.token({ userId: '4f1c2e9a-0000-4000-8000-000000000002' }).split('.')[0];
    assert.equal(links.verify(`${other}.${mac}`), null, 'another person, same signature');
    assert.deepEqual(links.verify(links.token({ email: 'a@b.in' })), { email: 'a@b.in' });
    assert.equal(links.verify(`${body}.${mac!.slice(0, -2)}xx`), null, 'signature changed');
    assert.equal(links.verify('garbage'), null);
    const otherKey = new MessageLinks({ ...config, UNSUBSCRIBE_SECRET: 'another-secret-of-16+' });
    assert.equal(otherKey.verify(token), null, 'made with another key');
    assert.match(
      links.unsubscribeUrl({ email: 'a@b.in' }),
      /^http:\/\/localhost:8080\/messages\/unsubscribe\?t=/,
    );
  });
});

describe('what people type', () => {
  it('reads Indian mobile numbers as typed', () => {
    for (const typed of [
      '+91 98765 43210',
      '98765-43210',
      '09876543210',
      '919876543210',
      '(98765) 43210',
    ])
      assert.equal(indianMobile(typed), '919876543210', typed);
    for (const bad of ['12345 67890', '98765 4321', '+44 7911 123456', ''])
      assert.equal(indianMobile(bad), null, bad);
    assert.deepEqual(parsePreferencesInput({ whatsappOptIn: 'yes' }), {
      ok: false,
      error: 'whatsappOptIn must be true or false',
    });
  });

  it('checks the staff settings field by field', () => {
    const ok = {
      orderEmails: ['Ops@Shop.in'],
      financeEmails: [],
      lowStockThreshold: 3,
      dailyDigest: false,
    };
    assert.deepEqual(staffSettings(ok).orderEmails, ['ops@shop.in']);
    assert.throws(
      () => staffSettings({ ...ok, orderEmails: ['nope'] }),
      /orderEmails: "nope" is not an e-mail/,
    );
    assert.throws(() => staffSettings({ ...ok, lowStockThreshold: -1 }), /lowStockThreshold/);
    assert.throws(() => staffSettings({ ...ok, dailyDigest: 'yes' }), /dailyDigest/);
  });

  it('names people and days the way the storefront does', () => {
    assert.equal(firstNameOf('  Asha  Rao '), 'Asha');
    assert.equal(firstNameOf(''), 'there');
    assert.equal(deliveryDate('2026-12-07'), 'Monday, 7 December');
    assert.equal(deliveryDate('soon'), null);
    assert.match(
      contactReference(new Date('2026-11-26T10:00:00Z')),
      /^C-20261126-[2-9A-HJKMNP-Z]{4}$/,
    );
  });
});

describe('a message moves forward only', () => {
  it('from queued to any outcome, never back from delivered or bounced', () => {
    assert.ok(MessageTransitions.can('queued', 'delivered'), 'a report may overtake the send');
    assert.ok(MessageTransitions.can('sent', 'delivered'));
    assert.ok(MessageTransitions.can('failed', 'queued'), 'sent again');
    assert.ok(!MessageTransitions.can('delivered', 'sent'));
    assert.ok(!MessageTransitions.can('bounced', 'queued'));
  });
});

describe('templates (files, compiled once)', () => {
  const renderer = new TemplateRenderer(config);
  const names = Object.keys(TEMPLATES) as TemplateName[];

  it('has an MJML and a text file for every message, and no file without a message', () => {
    const files = readdirSync(TEMPLATE_DIR).filter(
      (f) => f !== 'layout.mjml' && f !== 'sms-templates.json' && f !== 'hi',
    );
    const expected = names.flatMap((n) => [`${n}.mjml`, `${n}.txt`]).sort();
    assert.deepEqual(files.sort(), expected);
    // Hindi: its layout, and a pair for every shopper's message (staff read English)
    const hindi = readdirSync(new URL('hi/', TEMPLATE_DIR)).filter((f) => f !== 'layout.mjml');
    const shoppers = names.filter((n) => TEMPLATES[n].audience === 'shopper');
    assert.deepEqual(hindi.sort(), shoppers.flatMap((n) => [`${n}.mjml`, `${n}.txt`]).sort());
  });

  it('renders every template with its sample: subject, HTML and text, nothing left unfilled', async () => {
    await renderer.compileAll();
    for (const name of names) {
      const p = renderer.preview(name);
      assert.ok(p.subject.length > 5 && !p.subject.includes('{{'), `${name}: subject ${p.subject}`);
      assert.ok(p.html.startsWith('<!doctype html>'), `${name}: HTML document`);
      for (const part of [p.html, p.text, p.whatsapp ?? ''])
        assert.ok(
          !/\{\{|\[object Object\]|undefined/.test(part),
          `${name}: a variable left unfilled`,
        );
      assert.ok(p.html.includes('Choose which messages you get'), `${name}: preferences link`);
    }
  });

  it('escapes what people wrote in HTML, and not in the text part', async () => {
    await renderer.compileAll();
    const vars = { ...TEMPLATES['contact-ack'].sample, message: '<script>alert(1)</script> & co' };
    const e = renderer.email('contact-ack', vars, { preferencesUrl: 'http://x' });
    assert.ok(e.html.includes('&lt;script&gt;alert(1)&lt;/script&gt; &amp; co'));
    assert.ok(!e.html.includes('<script>alert'));
    assert.ok(e.text.includes('<script>alert(1)</script> & co'));
  });

  it('fills WhatsApp bodies and DLT SMS texts with exactly the variables approved', () => {
    const w = renderer.whatsapp('order-placed', TEMPLATES['order-placed'].sample);
    assert.equal(w?.name, 'order_placed');
    assert.equal(w?.params.length, 5);
    assert.match(w!.body, /^Hello Asha, thank you for your order #A1B2C3 of ₹2,998\.00/);
    assert.equal(renderer.whatsapp('refund-issued', {}), null, 'e-mail only');
    for (const name of names) {
      const sms = renderer.sms(name, TEMPLATES[name].sample);
      const spec: TemplateSpec = TEMPLATES[name];
      if (!spec.sms) continue;
      assert.ok(sms, `${name}: its DLT template ${spec.sms.templateId} is registered`);
      // the values sent are exactly the template's ##variables##, as approved on the DLT portal
      const approved = SMS_TEMPLATES.get(spec.sms.templateId)!.content;
      assert.deepEqual(
        Object.keys(sms.values).sort(),
        [...new Set([...approved.matchAll(/##(\w+)##/g)].map((m) => m[1]))].sort(),
        `${name}: the approved variables`,
      );
      assert.ok(
        !/##\w+##|undefined/.test(sms.text),
        `${name}: every DLT variable filled: ${sms.text}`,
      );
      assert.ok(sms.text.length <= 320, `${name}: at most two SMS parts`);
    }
    const layout = readFileSync(new URL('layout.mjml', TEMPLATE_DIR), 'utf8');
    assert.ok(layout.includes('<!-- BODY -->'));
  });
});

describe('who hears about their order, and how', () => {
  const user = {
    _id: randomUUID(),
    name: 'Asha',
    email: 'asha@test.local',
    role: 'customer' as const,
  };
  const channels = (who: Parameters<typeof toShopper>[1]) =>
    toShopper('order-placed', who, null, {}).map((m) => [m.channel, m.recipient]);

  it('by e-mail, and on WhatsApp when they opted in', () => {
    assert.deepEqual(channels({ user, whatsapp: null, sms: '919876543210' }), [
      ['email', 'asha@test.local'],
    ]);
    assert.deepEqual(channels({ user, whatsapp: '919876543210' }), [
      ['email', 'asha@test.local'],
      ['whatsapp', '919876543210'],
    ]);
  });

  it('an account with only a phone: by SMS (or WhatsApp when opted in), never to an empty address', () => {
    const phoneOnly = { ...user, email: '' };
    assert.deepEqual(channels({ user: phoneOnly, whatsapp: null, sms: '919876543210' }), [
      ['sms', '919876543210'],
    ]);
    assert.deepEqual(channels({ user: phoneOnly, whatsapp: '919876543210', sms: '919876543210' }), [
      ['whatsapp', '919876543210'],
    ]);
    assert.deepEqual(channels({ user: phoneOnly, whatsapp: null, sms: null }), [], 'SMS off');
  });
});

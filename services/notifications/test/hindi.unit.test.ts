import 'reflect-metadata';
import { ERASURE_KEEPS, parsePreferencesInput, SHOP_LANGUAGES } from '@arogya/contracts';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadNotificationsConfig } from '../src/config.js';
import { TEMPLATES, templateInfo, type TemplateName } from '../src/templates/catalog.js';
import { placedVariables } from '../src/events/plans.js';
import { HINDI, hindiOf } from '../src/templates/hindi.js';
import { day, hindiDay, hindiDuration, localize, rupees } from '../src/templates/localize.js';
import { SMS_TEMPLATES, TemplateRenderer } from '../src/templates/renderer.js';

const config = loadNotificationsConfig({});
const names = Object.keys(TEMPLATES) as TemplateName[];
const shoppers = names.filter((n) => TEMPLATES[n].audience === 'shopper');
const DEVANAGARI = /[\u0900-\u097F]/;
const paramsOf = (body: string) => [...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => m[1]).sort();

describe('a shopper’s language', () => {
  it('is English or Hindi; anything else is refused with a plain message', () => {
    assert.deepEqual([...SHOP_LANGUAGES], ['en', 'hi']);
    assert.deepEqual(parsePreferencesInput({ language: 'hi' }), {
      ok: true,
      value: { language: 'hi' },
    });
    assert.deepEqual(parsePreferencesInput({}), { ok: true, value: {} }, 'absent: unchanged');
    for (const bad of ['fr', 'HI', '', 7, null]) {
      const parsed = parsePreferencesInput({ language: bad });
      assert.equal(parsed.ok, false, String(bad));
      assert.match(!parsed.ok ? parsed.error : '', /^language must be one of: 'en'.*'hi'/);
    }
  });
});

describe('amounts, dates and durations, the Indian way in each language', () => {
  it('rupees with Indian digit grouping, dates as Indians write them', () => {
    for (const lang of SHOP_LANGUAGES) {
      assert.equal(rupees(12_345_600, lang), '₹1,23,456.00', lang);
      assert.equal(rupees(299_800, lang), '₹2,998.00', lang);
    }
    assert.equal(day('2026-12-07', 'en'), 'Monday, 7 December');
    assert.equal(day('2026-12-07', 'hi'), 'सोमवार, 7 दिसंबर');
    assert.equal(day('soon', 'hi'), null);
    const cases: [number, string][] = [
      [5, '5 मिनट'],
      [60, '1 घंटा'],
      [90, '1 घंटा 30 मिनट'],
      [1440, '24 घंटे'],
      [4320, '3 दिन'],
    ];
    for (const [minutes, words] of cases) assert.equal(hindiDuration(minutes), words);
  });

  it('says a message’s values again in Hindi from the raw ones it keeps; English as stored', () => {
    const sample = TEMPLATES['order-placed'].sample;
    assert.equal(localize(sample, 'en'), sample, 'English: the words as stored');
    const hi = localize(sample, 'hi');
    assert.equal(hi.estimatedDelivery, 'सोमवार, 7 दिसंबर');
    assert.equal(hi.deliveryText, 'सोमवार, 7 दिसंबर');
    assert.equal(hi.total, '₹2,998.00');
    assert.equal((hi.lines as { amount: string }[])[0]!.amount, '₹2,549.00');
    assert.equal(localize({ deliveryDate: null }, 'hi').deliveryText, 'जल्द ही');
    assert.equal(localize({ firstName: 'there' }, 'hi').firstName, 'जी');
    assert.equal(localize({ validFor: '30 minutes', validMinutes: 30 }, 'hi').validFor, '30 मिनट');
    assert.match(String(localize({ lateReason: 'duplicate' }, 'hi').reason), DEVANAGARI);
    // an erasure's words, as the users service sends them
    const erasure = localize(
      { details: { completeBy: 'Saturday, 26 December', kept: ERASURE_KEEPS } },
      'hi',
    );
    assert.deepEqual(Object.keys(erasure.details as object), ['completeBy', 'kept']);
    assert.equal((erasure.details as { completeBy: string }).completeBy, 'शनिवार, 26 दिसंबर');
    assert.match(
      (erasure.details as { kept: string }).kept,
      /^आपके GST इनवॉइस और क्रेडिट नोट .* 8 साल/,
    );
    assert.equal(hindiDay('Friday, 1 May'), 'शुक्रवार, 1 मई');
    assert.equal(hindiDay('by next week'), 'by next week');
    // a message stored before it kept raw values keeps its words
    assert.deepEqual(localize({ total: '₹10.00' }, 'hi'), { total: '₹10.00' });
  });
});

describe('Hindi templates', () => {
  const renderer = new TemplateRenderer(config);

  it('every shopper’s message has its Hindi forms, staff’s none', () => {
    assert.deepEqual(Object.keys(HINDI).sort(), [...shoppers].sort());
    for (const name of names) {
      const spec = TEMPLATES[name];
      const hindi = hindiOf(name);
      assert.deepEqual(templateInfo(name).languages, hindi ? ['en', 'hi'] : ['en'], name);
      if (!hindi) continue;
      assert.match(hindi.subject, DEVANAGARI, `${name}: a Hindi subject`);
      assert.equal(!!hindi.whatsapp, 'whatsapp' in spec, `${name}: a Hindi WhatsApp body`);
      if ('whatsapp' in spec && hindi.whatsapp)
        assert.deepEqual(paramsOf(hindi.whatsapp), paramsOf(spec.whatsapp.body), name);
      assert.equal(!!hindi.sms, 'sms' in spec, `${name}: a Hindi DLT template`);
      if ('sms' in spec && hindi.sms) {
        const en = SMS_TEMPLATES.get(spec.sms.templateId)!;
        const hi = SMS_TEMPLATES.get(hindi.sms);
        assert.ok(hi, `${name}: ${hindi.sms} registered`);
        assert.equal(hi.unicode, true, `${name}: a Unicode DLT template`);
        assert.equal(hi.sender_id, en.sender_id);
        const vars = (c: string) => [...c.matchAll(/##(\w+)##/g)].map((m) => m[1]).sort();
        assert.deepEqual(vars(hi.content), vars(en.content), `${name}: the same variables`);
        assert.notEqual(hi.dlt_te_id, en.dlt_te_id);
      }
    }
  });

  it('renders every shopper’s message in Hindi with its sample: nothing left unfilled, nothing in English', async () => {
    await renderer.compileAll();
    for (const name of shoppers) {
      const p = renderer.preview(name, 'hi');
      assert.equal(p.language, 'hi', name);
      assert.match(p.subject, DEVANAGARI, `${name}: ${p.subject}`);
      assert.ok(!p.subject.includes('{{'), `${name}: subject ${p.subject}`);
      assert.ok(p.html.startsWith('<!doctype html>'), `${name}: HTML document`);
      assert.ok(p.html.includes('lang="hi"'), `${name}: the document says it is Hindi`);
      for (const part of [p.html, p.text, p.whatsapp ?? '']) {
        assert.ok(
          !/\{\{|\[object Object\]|undefined/.test(part),
          `${name}: a variable left unfilled`,
        );
        // (but what people wrote, such as a contact form's message, stays as they wrote it)
        const sample = JSON.stringify(TEMPLATES[name].sample);
        const english = /\b(Hello|Your order|Thank you)\b/;
        if (!english.test(sample)) assert.ok(!english.test(part), `${name}: English left`);
      }
      assert.match(p.text, DEVANAGARI, name);
      assert.ok(p.html.includes('चुनें कि आपको कौन-से संदेश मिलें'), `${name}: preferences link`);
    }
    const staff = renderer.preview('staff-new-order', 'hi');
    assert.equal(staff.language, 'en', 'staff read English');
    assert.equal(staff.subject, renderer.preview('staff-new-order').subject);
  });

  it('the order confirmation in Hindi: the amounts and date the Indian way, the invoice, the coupon', async () => {
    await renderer.compileAll();
    const p = renderer.preview('order-placed', 'hi');
    assert.equal(p.subject, 'आपका Arogya ऑर्डर #A1B2C3 कन्फ़र्म हो गया है');
    for (const part of [p.text, p.html]) {
      assert.ok(part.includes('सोमवार, 7 दिसंबर'), 'the date in Hindi');
      assert.ok(part.includes('₹2,998.00') && part.includes('₹2,549.00'), 'rupees');
      assert.ok(part.includes('कूपन WELCOME10'));
      assert.ok(part.includes('Whey Protein Isolate'), 'product names as they are');
    }
    assert.match(p.text, /कुल भुगतान \(सभी टैक्स सहित\): ₹2,998\.00/);
    assert.equal(
      renderer.preview('order-placed', 'en').subject,
      'Your Arogya order #A1B2C3 is confirmed',
    );
  });

  it('WhatsApp: the same template name in language hi; SMS: the Hindi DLT template', () => {
    const sample = localize(TEMPLATES['order-placed'].sample, 'hi');
    const w = renderer.whatsapp('order-placed', sample, 'hi')!;
    assert.equal(w.name, 'order_placed');
    assert.equal(w.language, 'hi');
    assert.deepEqual(w.params.slice(0, 4), ['Asha', '#A1B2C3', '₹2,998.00', 'सोमवार, 7 दिसंबर']);
    assert.match(w.body, /^नमस्ते Asha, आपके ऑर्डर #A1B2C3 \(₹2,998\.00\) के लिए धन्यवाद।/);
    const en = renderer.whatsapp('order-placed', TEMPLATES['order-placed'].sample, 'en')!;
    assert.equal(en.language, config.WHATSAPP_LANGUAGE);
    const code = renderer.whatsapp('sign-in-code', { code: '493817' }, 'hi')!;
    assert.deepEqual([code.name, code.language, code.copyCode], ['sign_in_code', 'hi', '493817']);
    assert.match(code.body, /^493817 आपका वेरिफ़िकेशन कोड है।/);
    for (const name of shoppers) {
      const sms = renderer.sms(name, localize(TEMPLATES[name].sample, 'hi'), 'hi');
      if (!sms) continue;
      assert.match(sms.templateId, /_hi$/, name);
      assert.match(sms.text, DEVANAGARI, name);
      assert.ok(!/##\w+##|undefined/.test(sms.text), `${name}: every DLT variable filled`);
      assert.ok(sms.text.length <= 4 * 67, `${name}: at most four Unicode parts: ${sms.text}`);
    }
    const otp = renderer.sms(
      'sign-in-code',
      localize({ code: '4938', validMinutes: 5 }, 'hi'),
      'hi',
    );
    assert.match(otp!.text, /^4938 आपका Arogya साइन-इन कोड है। यह 5 मिनट तक मान्य है।/);
  });
});

describe('the order confirmation’s charges (issue 32)', () => {
  const renderer = new TemplateRenderer(config);
  const event = {
    orderId: '00000000-0000-4000-8000-00000000abcd',
    checkoutId: '00000000-0000-4000-8000-00000000dcba',
    userId: '00000000-0000-4000-8000-000000000001',
    items: [
      { productId: 'p', name: 'Tulsi Drops', size: '', color: '', quantity: 3, pricePaise: 19_900 },
    ],
    totalPricePaise: 59_700 - 5_000 + 6_000,
    offerDiscountPaise: 5_000,
    offers: [{ kind: 'prepaid' as const, name: '₹50 off for paying online', paise: 5_000 }],
    shippingPaise: 6_000,
  };

  it('lists the online-payment offer and shipping, in English and in Hindi; none when none', async () => {
    await renderer.compileAll();
    const { shopper } = placedVariables('http://shop.test', event, 'Asha');
    const links = { preferencesUrl: 'http://shop.test/p' };
    const en = renderer.email('order-placed', shopper, links, 'en');
    assert.match(
      en.text,
      /- Paying online: -₹50\.00\n- Shipping: ₹60\.00\nTotal paid \(inclusive of all taxes\): ₹607\.00/,
    );
    const hi = renderer.email('order-placed', localize(shopper, 'hi'), links, 'hi');
    assert.match(hi.text, /- ऑनलाइन भुगतान की छूट: -₹50\.00\n- शिपिंग: ₹60\.00\n/);
    assert.ok(hi.html.includes('शिपिंग') && hi.html.includes('₹60.00'));
    // an event of before issue 32: no such lines
    const { shopper: old } = placedVariables(
      'http://shop.test',
      { ...event, offerDiscountPaise: undefined, offers: undefined, shippingPaise: undefined },
      'Asha',
    );
    const before = renderer.email('order-placed', old, links, 'en');
    assert.ok(!before.text.includes('Shipping:') && !before.text.includes('Paying online'));
  });
});

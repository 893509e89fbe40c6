import 'reflect-metadata';
import type { CodCodeIssuedV1, EventEnvelope, OrderPlacedV1 } from '@arogya/contracts';
import type { Logger } from '@arogya/platform';
import { startSmsSandbox, type SmsSandboxConfig } from '@arogya/sms-sandbox';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { EntityManager } from 'typeorm';
import { SmsChannel } from '../src/channels/sms.channel.js';
import { loadNotificationsConfig } from '../src/config.js';
import { NotifyService } from '../src/events/notify.service.js';
import { codCodeMessage, placedVariables } from '../src/events/plans.js';
import type { NewMessage } from '../src/messages/message.js';
import type { MessageRepository } from '../src/messages/message.repository.js';
import type { Recipients } from '../src/recipients/recipients.js';
import { TEMPLATES, templateInfo } from '../src/templates/catalog.js';
import { HINDI } from '../src/templates/hindi.js';
import { indiaTime, localize } from '../src/templates/localize.js';
import { SMS_TEMPLATES, TemplateRenderer } from '../src/templates/renderer.js';

/**
 * Cash on delivery (issue 32): the SMS that carries a COD order's code, in English and Hindi,
 * by its DLT templates; and the order confirmation of a COD order, which claims no payment.
 */
const config = loadNotificationsConfig({});
const SHOP = 'http://shop.test';
const ORDER_ID = '00000000-0000-4000-8000-00000000c0de';
const event: CodCodeIssuedV1 = {
  orderId: ORDER_ID,
  userId: '00000000-0000-4000-8000-000000000001',
  phone: '9876543210',
  code: '048213',
  totalPricePaise: 12_345_600,
  // 8:30 pm in India
  confirmBy: '2026-12-07T15:00:00.000Z',
};
const DEVANAGARI = /[\u0900-\u097F]/;
const variablesOf = (content: string) => [...content.matchAll(/##(\w+)##/g)].map((m) => m[1]);

describe('the cash-on-delivery code (issue 32)', () => {
  const renderer = new TemplateRenderer(config);

  it('is one transactional SMS to the shipping phone, its code kept until the deadline', () => {
    const msg = codCodeMessage(SHOP, event, '919876543210');
    assert.equal(msg.template, 'cod-code');
    assert.equal(msg.channel, 'sms');
    assert.equal(msg.recipient, '919876543210');
    assert.equal(msg.audience, 'shopper');
    assert.equal(msg.category, 'transactional', 'no marketing choice stops it');
    assert.equal(msg.orderId, ORDER_ID, 'listed with its order in the console');
    assert.equal(msg.userId, event.userId, 'in the shopper’s language');
    assert.deepEqual(msg.secretUntil, new Date(event.confirmBy));
    assert.deepEqual(msg.variables, {
      orderNumber: '#00c0de',
      orderUrl: `${SHOP}/order/${ORDER_ID}`,
      code: '048213',
      total: '₹1,23,456.00',
      totalPaise: 12_345_600,
      confirmUntil: '8:30 pm on 7 December',
      confirmBy: event.confirmBy,
    });
    assert.deepEqual(TEMPLATES['cod-code'].secrets, ['code']);
    assert.ok(!TEMPLATES['cod-code'].subject.includes('code}}'), 'no secret in the subject');
    assert.ok(
      !('whatsapp' in TEMPLATES['cod-code']),
      'SMS only: the storefront says “check the SMS”',
    );
    assert.deepEqual(templateInfo('cod-code').languages, ['en', 'hi']);
    // an unreadable deadline: kept a day at most
    const odd = codCodeMessage(SHOP, { ...event, confirmBy: 'soon' }, '919876543210', 0);
    assert.deepEqual(odd.secretUntil, new Date(24 * 3_600_000));
    assert.equal(odd.variables.confirmUntil, null);
  });

  it('says the deadline in India’s time, the way of each language', () => {
    assert.equal(indiaTime('2026-12-07T15:00:00.000Z', 'en'), '8:30 pm on 7 December');
    assert.equal(indiaTime('2026-12-07T15:00:00.000Z', 'hi'), '7 दिसंबर, रात 8:30 बजे');
    assert.equal(indiaTime('2026-12-07T04:05:00.000Z', 'en'), '9:35 am on 7 December');
    assert.equal(indiaTime('2026-12-07T19:00:00.000Z', 'en'), '12:30 am on 8 December');
    assert.equal(indiaTime('not a time', 'hi'), null);
  });

  it('the English SMS: code, order number, amount in rupees and deadline, by arogya_cod_code', () => {
    const vars = codCodeMessage(SHOP, event, '919876543210').variables;
    const sms = renderer.sms('cod-code', localize(vars, 'en'), 'en')!;
    assert.equal(sms.templateId, 'arogya_cod_code');
    assert.deepEqual(sms.values, {
      code: '048213',
      order: '#00c0de',
      amount: '₹1,23,456.00',
      time: '8:30 pm on 7 December',
    });
    assert.equal(
      sms.text,
      '048213 is your code to confirm Arogya order #00c0de. Enter it on our website by 8:30 pm on 7 December or the order will be cancelled. Pay ₹1,23,456.00 in cash on delivery. -Arogya',
    );
  });

  it('the Hindi SMS: the same values said the Hindi way, by the Unicode arogya_cod_code_hi', () => {
    const vars = codCodeMessage(SHOP, event, '919876543210').variables;
    const sms = renderer.sms('cod-code', localize(vars, 'hi'), 'hi')!;
    assert.equal(sms.templateId, 'arogya_cod_code_hi');
    assert.deepEqual(sms.values, {
      code: '048213',
      order: '#00c0de',
      amount: '₹1,23,456.00',
      time: '7 दिसंबर, रात 8:30 बजे',
    });
    assert.equal(
      sms.text,
      '048213 आपके Arogya ऑर्डर #00c0de को कन्फ़र्म करने का कोड है। इसे 7 दिसंबर, रात 8:30 बजे तक वेबसाइट पर डालें, वरना ऑर्डर कैंसिल हो जाएगा। डिलीवरी पर ₹1,23,456.00 कैश में चुकाएँ। -Arogya',
    );
    assert.match(sms.text, DEVANAGARI);
    assert.ok(sms.text.length <= 4 * 67, 'at most four Unicode parts');
  });

  it('its DLT templates take exactly the variables the message fills, as registered', () => {
    const en = SMS_TEMPLATES.get('arogya_cod_code')!;
    const hi = SMS_TEMPLATES.get(HINDI['cod-code'].sms)!;
    const spec = TEMPLATES['cod-code'];
    for (const dlt of [en, hi]) {
      assert.deepEqual(
        variablesOf(dlt.content).sort(),
        Object.keys(spec.sms.vars).sort(),
        dlt.template_id,
      );
      assert.equal(dlt.sender_id, 'AROGYA');
      assert.equal(dlt.category, 'transactional', 'a one-time code, as the account codes');
      assert.match(dlt.dlt_te_id, /^\d{19}$/);
    }
    assert.deepEqual(
      [en.dlt_te_id, hi.dlt_te_id, hi.unicode, en.unicode],
      ['1107170000000000113', '1107170000000000114', true, undefined],
    );
    const ids = [...SMS_TEMPLATES.values()].map((t) => t.dlt_te_id);
    assert.equal(new Set(ids).size, ids.length, 'each DLT template id once');
  });

  it('goes through MSG91’s Flow API: the SMS sandbox, loaded with the registered templates, sends it as rendered', async () => {
    const sandbox = await startSmsSandbox({
      port: 0,
      templates: [...SMS_TEMPLATES.values()] as SmsSandboxConfig['templates'],
    });
    try {
      const channel = new SmsChannel({ ...config, MSG91_API_BASE: sandbox.url });
      const vars = codCodeMessage(SHOP, event, '919876543210').variables;
      for (const [language, mobile] of [
        ['en', '919876543210'],
        ['hi', '919876543211'],
      ] as const) {
        const sms = renderer.sms('cod-code', localize(vars, language), language)!;
        const outcome = await channel.send({
          id: language,
          recipient: mobile,
          subject: '',
          html: '',
          text: '',
          attachments: [],
          replyTo: null,
          headers: {},
          language,
          whatsapp: null,
          sms,
        });
        assert.equal(outcome.ok, true, JSON.stringify(outcome));
        const [sent] = sandbox.messages(mobile);
        assert.equal(sent!.templateId, sms.templateId);
        assert.equal(sent!.text, sms.text, 'the text the phone shows is the one rendered');
        assert.equal(sent!.encoding, 'UCS-2', '₹ and Devanagari');
      }
    } finally {
      await sandbox.close();
    }
  });

  it('its e-mail form (the console’s preview) renders in both languages, the subject without the code', async () => {
    await renderer.compileAll();
    const en = renderer.preview('cod-code', 'en');
    assert.equal(en.subject, 'Your code to confirm Arogya order #A1B2C3');
    assert.match(en.text, /493817/);
    assert.match(en.text, /by 8:30 pm on 7 December, or the order will be cancelled/);
    assert.match(en.text, /Pay ₹3,047\.00 in cash when it arrives/);
    const hi = renderer.preview('cod-code', 'hi');
    assert.equal(hi.subject, 'Arogya ऑर्डर #A1B2C3 कन्फ़र्म करने के लिए आपका कोड');
    assert.match(hi.text, /7 दिसंबर, रात 8:30 बजे तक/);
    assert.ok(!hi.subject.includes('493817') && !en.subject.includes('493817'));
  });
});

describe('the consumer of cod-code-issued', () => {
  const envelope = (data: CodCodeIssuedV1) =>
    ({ id: 'evt-1', type: 'shop.orders.cod-code-issued.v1', data }) as unknown as EventEnvelope<
      string,
      CodCodeIssuedV1
    >;
  const warnings: unknown[] = [];
  const log = { warn: (...a: unknown[]) => warnings.push(a) } as unknown as Logger;
  const service = (over: Partial<typeof config> = {}, erased = false) => {
    const written: [string, NewMessage[]][] = [];
    const messages = {
      add: (_m: EntityManager, source: string, list: NewMessage[]) => {
        written.push([source, list]);
        return Promise.resolve(list.map(() => 'id'));
      },
    } as unknown as MessageRepository;
    const recipients = { erased: () => Promise.resolve(erased) } as unknown as Recipients;
    const notify = new NotifyService(messages, recipients, { ...config, ...over }, log);
    return { notify, written };
  };
  const m = {} as EntityManager;

  it('writes the one SMS under the event’s id (a redelivery writes nothing more: `dedupe_key`)', async () => {
    const { notify, written } = service();
    await notify.codCode(m, envelope({ ...event, phone: '+91 98765 43210' }));
    assert.equal(written.length, 1);
    const [source, list] = written[0]!;
    assert.equal(source, 'evt-1');
    assert.deepEqual(
      list.map((x) => [x.template, x.channel, x.recipient]),
      [['cod-code', 'sms', '919876543210']],
    );
  });

  it('writes nothing, with a warning, for a number that is no Indian mobile, with SMS off, or for an erased shopper', async () => {
    for (const [over, erased, phone] of [
      [{}, false, '12345'],
      [{ SMS_ENABLED: false }, false, event.phone],
      [{}, true, event.phone],
    ] as const) {
      const { notify, written } = service(over, erased);
      warnings.length = 0;
      await notify.codCode(m, envelope({ ...event, phone }));
      assert.deepEqual(written, []);
      assert.equal(warnings.length, 1);
    }
  });
});

describe('a cash-on-delivery order cancelled, unconfirmed or confirmed', () => {
  it('says nothing of a refund: nothing was paid', async () => {
    const written: NewMessage[] = [];
    const messages = {
      add: (_m: EntityManager, _source: string, list: NewMessage[]) => {
        written.push(...list);
        return Promise.resolve([]);
      },
    } as unknown as MessageRepository;
    const seen = {
      orderId: ORDER_ID,
      userId: event.userId,
      firstName: 'Asha',
      totalPaise: 70_600,
      estimatedDelivery: null,
      paidInCash: false,
    };
    const recipients = {
      // an order paid online, then the same order paid in cash
      order: () => Promise.resolve({ ...seen, paidInCash: written.length >= 2 }),
      orderCancelled: () => Promise.resolve(),
      shopper: () => Promise.resolve({ _id: event.userId, name: 'Asha', email: 'asha@test.local' }),
    } as unknown as Recipients;
    const off = { ...config, WHATSAPP_ENABLED: false, SMS_ENABLED: false };
    const notify = new NotifyService(messages, recipients, off, {} as Logger);
    const changed = (from: 'Awaiting confirmation' | 'Processing') =>
      ({
        id: `evt-${from}`,
        data: { orderId: ORDER_ID, userId: event.userId, from, to: 'Cancelled' },
      }) as unknown as Parameters<NotifyService['statusChanged']>[1];
    await notify.statusChanged({} as EntityManager, changed('Awaiting confirmation'));
    await notify.statusChanged({} as EntityManager, changed('Processing'));
    // a cash order confirmed, then cancelled before delivery: nothing was paid either
    await notify.statusChanged({} as EntityManager, changed('Processing'));
    assert.deepEqual(
      written.map((w) => [w.template, w.channel, w.variables.paid]),
      [
        ['order-cancelled', 'email', false],
        ['order-cancelled', 'email', true],
        ['order-cancelled', 'email', false],
      ],
    );
    const renderer = new TemplateRenderer(config);
    await renderer.compileAll();
    const links = { preferencesUrl: `${SHOP}/p` };
    const [unconfirmed] = written;
    for (const language of ['en', 'hi'] as const) {
      const mail = renderer.email(
        'order-cancelled',
        localize(unconfirmed!.variables, language),
        links,
        language,
      );
      assert.ok(!/refunded|you paid|वापस कर दिए/.test(mail.text), mail.text);
    }
  });
});

describe('the order confirmation of a cash-on-delivery order', () => {
  const renderer = new TemplateRenderer(config);
  const placed: OrderPlacedV1 = {
    orderId: ORDER_ID,
    checkoutId: '00000000-0000-4000-8000-00000000dcba',
    userId: event.userId,
    items: [
      { productId: 'p', name: 'Tulsi Drops', size: '', color: '', quantity: 3, pricePaise: 19_900 },
    ],
    totalPricePaise: 59_700 + 6_000 + 4_900,
    shippingPaise: 6_000,
    codFeePaise: 4_900,
    paymentMethod: 'COD',
    estimatedDelivery: '2026-12-07',
  };
  const links = { preferencesUrl: `${SHOP}/p` };

  it('claims no payment: it asks for the code and says what to pay in cash, in English and Hindi', async () => {
    await renderer.compileAll();
    const { shopper } = placedVariables(SHOP, placed, 'Asha');
    assert.equal(shopper.cod, true);
    const en = renderer.email('order-placed', shopper, links, 'en');
    assert.equal(
      en.subject,
      'Your Arogya order #00c0de is placed: confirm it with the code we texted you',
    );
    for (const part of [en.text, en.html]) {
      assert.ok(!/received your payment|Total paid|invoice is attached/.test(part), part);
      assert.ok(part.includes('Confirm it with the code we texted you'));
      assert.ok(part.includes('₹49.00'), 'the COD fee');
    }
    assert.match(en.text, /Pay ₹706\.00 in cash when it arrives\./);
    assert.match(en.text, /- Cash on delivery fee: ₹49\.00\n/);
    assert.match(en.text, /Total to pay in cash \(inclusive of all taxes\): ₹706\.00/);
    assert.match(en.text, /Your GST invoice will be on your order page once your order ships\./);

    const hi = renderer.email('order-placed', localize(shopper, 'hi'), links, 'hi');
    assert.match(hi.subject, /^आपका Arogya ऑर्डर #00c0de प्लेस हो गया है/);
    for (const part of [hi.text, hi.html]) {
      assert.ok(!part.includes('भुगतान हमें मिल गया है'), 'no payment received');
      assert.ok(!part.includes('अटैच है'), 'no invoice attached');
      assert.ok(part.includes('SMS से जो कोड भेजा है'));
      assert.ok(part.includes('कैश ऑन डिलीवरी शुल्क'));
    }
    assert.match(hi.text, /कैश में चुकाने की कुल राशि \(सभी टैक्स सहित\): ₹706\.00/);
  });

  it('its WhatsApp and SMS forms keep their approved variables, which claim no payment either', () => {
    const { shopper: cod } = placedVariables(SHOP, placed, 'Asha');
    const { shopper: paid } = placedVariables(
      SHOP,
      { ...placed, paymentMethod: 'Razorpay', codFeePaise: undefined },
      'Asha',
    );
    assert.equal(paid.cod, false);
    for (const language of ['en', 'hi'] as const) {
      const w = renderer.whatsapp('order-placed', localize(cod, language), language)!;
      const p = renderer.whatsapp('order-placed', localize(paid, language), language)!;
      assert.equal(w.name, p.name);
      assert.equal(w.params.length, 5);
      assert.ok(!/paid|payment|भुगतान/i.test(w.body), w.body);
      const s = renderer.sms('order-placed', localize(cod, language), language)!;
      assert.deepEqual(Object.keys(s.values), ['name', 'order', 'amount', 'link']);
      assert.ok(!/paid|payment|भुगतान/i.test(s.text), s.text);
    }
    assert.deepEqual(TEMPLATES['order-placed'].whatsapp.params, [
      'firstName',
      'orderNumber',
      'total',
      'deliveryText',
      'orderUrl',
    ]);
  });

  it('an order paid online still says its payment was received, with its invoice', async () => {
    await renderer.compileAll();
    const { shopper } = placedVariables(SHOP, { ...placed, paymentMethod: 'Razorpay' }, 'Asha');
    const en = renderer.email('order-placed', shopper, links, 'en');
    assert.equal(en.subject, 'Your Arogya order #00c0de is confirmed');
    assert.match(en.text, /We have received your payment for order #00c0de\./);
    assert.match(en.text, /Total paid \(inclusive of all taxes\)/);
    assert.match(en.text, /Your GST invoice is attached\./);
    const hi = renderer.email('order-placed', localize(shopper, 'hi'), links, 'hi');
    assert.equal(hi.subject, 'आपका Arogya ऑर्डर #00c0de कन्फ़र्म हो गया है');
    assert.ok(hi.text.includes('का आपका भुगतान हमें मिल गया है'));
    // an event of before issue 32 (no payment method): paid online, as every order was
    const { shopper: old } = placedVariables(
      SHOP,
      { ...placed, paymentMethod: undefined, codFeePaise: undefined },
      'Asha',
    );
    assert.equal(old.cod, false);
  });
});

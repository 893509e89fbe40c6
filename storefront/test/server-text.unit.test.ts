import {
  ADDRESS_MESSAGES,
  BAD_COUPON_CODE,
  COD_REFUSALS,
  BAD_PIN,
  CLAIM_MESSAGES,
  ORDER_CHANGE_MESSAGES,
  itemOfferLineName,
  itemOfferName,
  COUPON_NOT_VALID,
  COUPON_REFUSALS,
  ERASURE_KEEPS,
  INDIA_ONLY,
  LATE_PAYMENT,
  NOT_DELIVERABLE,
  notOnSale,
  orderTooLarge,
  passwordProblem,
  PASSWORD_MAX_LENGTH,
  PAYMENT_PENDING,
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  STATE_REQUIRED,
  TRACKING_MESSAGES,
  REATTEMPT_MESSAGES,
  stockRefusal,
  unknownPinMessage,
  wrongStateMessage,
  ADDRESS_BOOK_MAX,
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
} from '@arogya/contracts';
import i18next, { type TFunction } from 'i18next';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { before, describe, it } from 'node:test';
import ts from 'typescript';

/**
 * `serverText` (src/i18n/server-text.ts) and the `errors` namespace, without a browser: the
 * storefront's sources are transpiled as they are (they are not part of this test project),
 * into dist-test, where `@arogya/contracts` resolves as in the shop.
 */
const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, '../../src/i18n');
const out = join(here, '../server-text-src/i18n');

type Tree = { [key: string]: string | Tree };
interface ServerTextModule {
  serverText(t: TFunction, message: string): string;
  findServerMessage(message: string): { key: string; values: Record<string, unknown> } | null;
}

let en: Tree;
let hi: Tree;
let mod: ServerTextModule;
let t: { en: TFunction; hi: TFunction };

before(async () => {
  for (const file of ['en/errors.ts', 'hi/errors.ts', 'types.ts', 'server-text.ts']) {
    const js = ts.transpileModule(readFileSync(join(src, file), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeFileSync(join(out, file.replace(/\.ts$/, '.js')), js);
  }
  const load = async (file: string) =>
    (await import(pathToFileURL(join(out, file)).href)) as { default: Tree };
  en = (await load('en/errors.js')).default;
  hi = (await load('hi/errors.js')).default;
  mod = (await import(pathToFileURL(join(out, 'server-text.js')).href)) as ServerTextModule;
  const make = async (lng: 'en' | 'hi') => {
    const i = i18next.createInstance();
    await i.init({
      lng,
      resources: { en: { errors: en }, hi: { errors: hi } },
      interpolation: { escapeValue: false },
    });
    return i.t;
  };
  t = { en: await make('en'), hi: await make('hi') };
});

/** Every [key, text] of a namespace, nested keys joined by '.'. */
const flat = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flat(v, `${prefix}${k}.`),
  );
const valuesOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/**
 * The claims' messages a shopper can meet (issue 33): the form's and the server's refusals of a
 * report. The others answer staff's decisions, in the console; a new one must be put in one
 * list or the other (a test below).
 */
const { decided, badDecision, badRefusal, noStock, notToAccount, tooMany, ...claimRefusals } =
  CLAIM_MESSAGES;
const STAFF_CLAIM_MESSAGES = { decided, badDecision, badRefusal, noStock, notToAccount };
const SHOPPER_CLAIM_MESSAGES = [
  ...Object.values(claimRefusals),
  tooMany('Moringa Powder', 2),
  tooMany('Moringa Powder', 0),
];

/** Messages the server and the contracts send, as they send them. */
const SENT: string[] = [
  ...Object.values(ADDRESS_MESSAGES),
  ...Object.values(TRACKING_MESSAGES),
  REATTEMPT_MESSAGES.badDay,
  REATTEMPT_MESSAGES.badPhone,
  REATTEMPT_MESSAGES.badAddress,
  REATTEMPT_MESSAGES.nothingToDecide,
  REATTEMPT_MESSAGES.dayRange('2026-11-29', '2026-12-05'),
  'Shipment not found',
  BAD_PIN,
  STATE_REQUIRED,
  INDIA_ONLY,
  NOT_DELIVERABLE,
  unknownPinMessage('123456'),
  wrongStateMessage('313001', 'Rajasthan', 'Gujarat'),
  'Prices have changed: your total is now ₹8899. Please review your cart.',
  'Prices have changed: your total is now ₹1234.5. Please review your cart.',
  orderTooLarge(2_000_000_000),
  LATE_PAYMENT,
  PAYMENT_PENDING,
  stockRefusal('Ashwagandha Tablets (60 tablets)', 0),
  stockRefusal('Ashwagandha Tablets', 3),
  notOnSale('Triphala Churna'),
  'Size XL is not available for Yoga Mat',
  'Size XL is not available for Yoga Mat (it has no sizes)',
  'Colour Red is not available for Yoga Mat (it has no colours)',
  `A cart holds at most ${CART_MAX_LINES} different items`,
  `You can have at most ${CART_MAX_QUANTITY} units of Chyawanprash in your cart, all sizes and colours together (998 there already)`,
  `A checkout holds at most ${CART_MAX_QUANTITY} units of one product, all its sizes and colours together`,
  BAD_COUPON_CODE,
  COUPON_NOT_VALID,
  COUPON_REFUSALS.expired('WELCOME10'),
  COUPON_REFUSALS.minOrder('WELCOME10', 12_345_00),
  COUPON_REFUSALS.usedUp('DIWALI'),
  COUPON_REFUSALS.usedByYou('DIWALI'),
  COUPON_REFUSALS.firstOrderOnly('WELCOME10'),
  '10% off your first order of ₹499 or more',
  '₹100 off your order',
  passwordProblem('')!,
  passwordProblem('short')!,
  passwordProblem('x'.repeat(PASSWORD_MAX_LENGTH + 1))!,
  passwordProblem('short', 'New password')!,
  'That code is not right. 1 try left.',
  'That code is not right. 4 tries left.',
  'We have sent a 6-digit code to +91 98765 43210. It works for 5 minutes.',
  `Your address book is full (${ADDRESS_BOOK_MAX} addresses): delete one first`,
  ERASURE_KEEPS,
  `title must be at most ${REVIEW_TITLE_MAX} characters`,
  `text must be at most ${REVIEW_TEXT_MAX} characters`,
  `photos must be a list of at most ${REVIEW_PHOTOS_MAX} images`,
  'Your message must be at most 5000 characters',
  'The image is larger than 5 MB',
  COD_REFUSALS.off,
  COD_REFUSALS.overCap(500_000),
  COD_REFUSALS.pin('560038'),
  COD_REFUSALS.returns,
  COD_REFUSALS.repeat(24),
  itemOfferLineName({ buy: 2, get: 1, productName: 'Triphala Churna' }),
  itemOfferName(2, 1),
  ...SHOPPER_CLAIM_MESSAGES,
  ...Object.values(ORDER_CHANGE_MESSAGES).map((m) => (typeof m === 'string' ? m : m('Rajasthan'))),
];

describe('serverText (issue 31)', () => {
  it('knows every message the shop sends, and says it in English exactly as it was sent', () => {
    for (const message of SENT) {
      assert.ok(mod.findServerMessage(message), `not in errors: ${message}`);
      assert.equal(mod.serverText(t.en, message), message);
    }
  });

  it('says why cash on delivery is not offered in Hindi, the PIN and hours put back (issue 32)', () => {
    assert.equal(
      mod.serverText(t.hi, COD_REFUSALS.pin('560038')),
      'पिन कोड 560038 पर कैश ऑन डिलीवरी उपलब्ध नहीं है: कृपया ऑनलाइन भुगतान करें',
    );
    assert.equal(
      mod.serverText(t.hi, COD_REFUSALS.repeat(24)),
      'आपने पिछले 24 घंटों में यही सामान कैश ऑन डिलीवरी पर मँगाया है: कृपया ऑनलाइन भुगतान करें',
    );
  });

  it('names a buy-x-get-y offer in Hindi, its product as the shop named it (issue 32)', () => {
    assert.equal(
      mod.serverText(t.hi, itemOfferLineName({ buy: 2, get: 1, productName: 'Triphala Churna' })),
      '2 खरीदें, 1 मुफ़्त पाएँ: Triphala Churna',
    );
    assert.equal(mod.serverText(t.hi, itemOfferName(3, 1)), '3 खरीदें, 1 मुफ़्त पाएँ');
  });

  it('says them in Hindi, with their values put back', () => {
    assert.equal(
      mod.serverText(
        t.hi,
        'Prices have changed: your total is now ₹8899. Please review your cart.',
      ),
      'कीमतें बदल गई हैं: अब आपका कुल ₹8899 है। कृपया अपना कार्ट एक बार देख लें।',
    );
    assert.equal(mod.serverText(t.hi, unknownPinMessage('123456')), 'पिन कोड 123456 मौजूद नहीं है');
    assert.equal(mod.serverText(t.hi, stockRefusal('Ashwagandha', 0)), 'Ashwagandha स्टॉक में नहीं है');
    assert.equal(
      mod.serverText(t.hi, 'That code is not right. 1 try left.'),
      'यह कोड सही नहीं है। 1 कोशिश बाकी है।',
    );
    for (const message of SENT) {
      const said = mod.serverText(t.hi, message);
      assert.notEqual(said, message, `left in English: ${message}`);
      assert.doesNotMatch(said, /\{\{/, `a value not put back: ${said}`);
    }
  });

  it('says a refused report of damage in Hindi, its product and count put back (issue 33)', () => {
    assert.equal(
      mod.serverText(t.hi, CLAIM_MESSAGES.tooMany('Moringa Powder', 2)),
      'Moringa Powder की अब सिर्फ़ 2 यूनिट रिपोर्ट की जा सकती हैं',
    );
    assert.equal(
      mod.serverText(t.hi, CLAIM_MESSAGES.tooMany('Moringa Powder', 0)),
      'Moringa Powder की रिपोर्ट पहले ही की जा चुकी है',
    );
    assert.equal(
      mod.serverText(t.hi, CLAIM_MESSAGES.tooLate),
      'नुकसान की रिपोर्ट डिलीवरी के 48 घंटों के अंदर करनी होती है',
    );
    assert.equal(mod.serverText(t.hi, CLAIM_MESSAGES.badNote), 'समस्या 10 से 1000 अक्षरों में बताएँ');
    // every claim message is either the shopper's (translated here) or staff's (the console's)
    const sorted = Object.keys(claimRefusals).length + 1 + Object.keys(STAFF_CLAIM_MESSAGES).length;
    assert.equal(sorted, Object.keys(CLAIM_MESSAGES).length);
  });

  it('says a refused change or cancellation of an order in Hindi, its state put back (issue 33)', () => {
    assert.equal(
      mod.serverText(t.hi, ORDER_CHANGE_MESSAGES.otherState('Rajasthan')),
      'नया पता Rajasthan में ही होना चाहिए, क्योंकि ऑर्डर का इनवॉइस वहीं का बना है: कहीं और डिलीवरी के लिए इसे रद्द करके फिर से ऑर्डर करें',
    );
    assert.equal(
      mod.serverText(t.hi, ORDER_CHANGE_MESSAGES.tooLate),
      'ऑर्डर को ऑर्डर देने के 1 घंटे के भीतर ही बदला या रद्द किया जा सकता है',
    );
  });

  it('tells the more particular of two like messages apart', () => {
    const sizes = 'Size XL is not available for Yoga Mat (it has no sizes)';
    assert.equal(mod.findServerMessage(sizes)?.key, 'stock.sizeNone');
    assert.deepEqual(mod.findServerMessage(sizes)?.values, { size: 'XL', name: 'Yoga Mat' });
  });

  it('shows a message it does not know as the server wrote it', () => {
    for (const message of ['Something new went wrong', '', 'PIN code 1 does'])
      assert.equal(mod.serverText(t.hi, message), message);
  });

  it('has every English entry found by its own text, and Hindi with the same keys and values', () => {
    const hindi = new Map(flat(hi));
    for (const [key, text] of flat(en)) {
      assert.ok(hindi.has(key), `no Hindi for ${key}`);
      assert.deepEqual(valuesOf(hindi.get(key)!), valuesOf(text), `values of ${key}`);
      // an entry filled with sample values is found again, as itself
      const sample = text.replace(/\{\{(\w+)\}\}/g, (_, v: string) =>
        v === 'count' ? '2' : `<${v}>`,
      );
      const found = mod.findServerMessage(sample);
      assert.equal(found?.key, key.replace(/_(one|other)$/, ''), `${key}: ${sample}`);
    }
    assert.equal(hindi.size, flat(en).length);
  });
});

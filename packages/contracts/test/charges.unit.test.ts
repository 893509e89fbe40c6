import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  computeGst,
  decideCod,
  feeSettingsChangesOf,
  noCodRisk,
  parseChargesQuery,
  parseDeliveryZoneChanges,
  parseFeeSettingsChanges,
  priceCharges,
  priceItemOffers,
  parseItemOfferInput,
  subtotalOf,
  type FeeSettings,
} from '../src/index.js';

/** The migration's defaults: free from ₹999, ₹49 COD fee, ₹50 off online from ₹499. */
const SHOP: FeeSettings = {
  freeShippingOverPaise: 99_900,
  defaultShippingFeePaise: 8_000,
  codFeePaise: 4_900,
  prepaidDiscountPaise: 5_000,
  prepaidMinOrderPaise: 49_900,
  codEnabled: true,
  codMaxOrderPaise: 500_000,
  codMaxReturns: 2,
  codPinRtoPercent: 35,
  codPinRtoWindow: 20,
  codRepeatHours: 24,
};
const price = (subtotalPaise: number, couponPaise = 0, method: 'Razorpay' | 'COD' = 'Razorpay') =>
  priceCharges({ subtotalPaise, couponPaise, zoneFeePaise: 6_000, method, settings: SHOP });

describe('priceCharges: shipping, the COD fee and the prepaid offer (issue 32)', () => {
  it('a ₹199 order pays the zone’s fee and is told what more ships it free; ₹999 ships free', () => {
    const small = price(19_900);
    assert.equal(small.shippingPaise, 6_000);
    assert.equal(small.offerDiscountPaise, 0, 'below the offer’s ₹499 minimum');
    assert.equal(small.totalPaise, 25_900);
    assert.equal(small.addForFreeShippingPaise, 80_000);
    const free = price(99_900);
    assert.equal(free.shippingPaise, 0);
    assert.equal(free.addForFreeShippingPaise, null);
    // ₹999 − ₹50 paid online: the offer does not cost the shopper free shipping
    assert.equal(free.totalPaise, 94_900);
    assert.deepEqual(free.offers, [
      { kind: 'prepaid', name: '₹50 off for paying online', paise: 5_000 },
    ]);
  });

  it('the threshold is judged after the coupon: a coupon that takes ₹999 under it brings shipping back', () => {
    const c = price(105_000, 10_500); // 10 % off ₹1,050 = ₹945 of goods
    assert.equal(c.shippingPaise, 6_000);
    assert.equal(c.addForFreeShippingPaise, 99_900 - 94_500);
    // 1,050 − 105 − 50 + 60 = ₹955, to the paisa
    assert.equal(c.totalPaise, 95_500);
    assert.equal(c.couponPaise + c.offerDiscountPaise, 15_500);
  });

  it('a coupon and the prepaid offer add up, the offer on what the coupon left (the stated rule)', () => {
    // ₹1,299.50 less a ₹129.95 coupon (10 %) = ₹1,169.55 ≥ ₹499: ₹50 off; free shipping
    const c = price(129_950, 12_995);
    assert.equal(c.offerDiscountPaise, 5_000);
    assert.equal(c.totalPaise, 129_950 - 12_995 - 5_000);
    // the offer never takes off more than what is left, nor applies under its minimum
    const tiny = priceCharges({
      subtotalPaise: 60_000,
      couponPaise: 59_990,
      zoneFeePaise: 4_000,
      method: 'Razorpay',
      settings: { ...SHOP, prepaidMinOrderPaise: 0 },
    });
    assert.equal(tiny.offerDiscountPaise, 10);
    assert.equal(tiny.totalPaise, 4_000);
    assert.equal(price(60_000, 20_000).offerDiscountPaise, 0, '₹400 after the coupon: under ₹499');
  });

  it('cash on delivery adds its fee and gets no prepaid offer', () => {
    const cod = price(60_000, 0, 'COD');
    assert.deepEqual(
      [cod.shippingPaise, cod.codFeePaise, cod.offerDiscountPaise, cod.totalPaise],
      [6_000, 4_900, 0, 70_900],
    );
    const online = price(60_000);
    assert.equal(cod.totalPaise - online.totalPaise, 4_900 + 5_000, 'what paying online saves');
  });

  it('no threshold: never free, nothing to add; a stored purchase’s subtotal comes back', () => {
    const c = priceCharges({
      subtotalPaise: 500_000,
      couponPaise: 0,
      zoneFeePaise: 12_000,
      method: 'COD',
      settings: { ...SHOP, freeShippingOverPaise: null },
    });
    assert.equal(c.shippingPaise, 12_000);
    assert.equal(c.addForFreeShippingPaise, null);
    assert.equal(subtotalOf({ ...c, discountPaise: c.couponPaise }), 500_000);
    assert.throws(() => price(100, 200), RangeError);
  });
});

describe('the invoice’s shipping line takes no share of the discount', () => {
  it('goods take the whole discount; shipping is taxed at 18 % on its full fee', () => {
    // ₹500 at 12 % and ₹60 shipping at 18 %, ₹100 off: goods 400.00 → taxable 357.14, tax 42.86
    // shipping 60.00 → taxable 50.85 (6000 × 100 / 118 = 5084.7 → 5085), tax 9.15
    const { lines, totals } = computeGst(
      [
        { unitPricePaise: 50_000, quantity: 1, gstRate: 12 },
        { unitPricePaise: 6_000, quantity: 1, gstRate: 18, discountable: false },
      ],
      10_000,
      false,
    );
    assert.deepEqual(
      lines.map((l) => [l.discountPaise, l.netPaise, l.taxablePaise, l.igstPaise]),
      [
        [10_000, 40_000, 35_714, 4_286],
        [0, 6_000, 5_085, 915],
      ],
    );
    assert.equal(totals.netPaise, 46_000, 'what was paid: 500 − 100 + 60');
    assert.throws(
      () =>
        computeGst(
          [
            { unitPricePaise: 1_000, quantity: 1, gstRate: 12 },
            { unitPricePaise: 6_000, quantity: 1, gstRate: 18, discountable: false },
          ],
          2_000,
          true,
        ),
      /discount cannot be more/,
      'a discount larger than the goods cannot be hidden in the shipping',
    );
  });
});

describe('fee settings and the charges query as admins and shoppers send them', () => {
  it('reads rupees to paise, refuses what is not an amount, and keeps null for never free', () => {
    assert.deepEqual(
      parseFeeSettingsChanges({ codFee: 39.5, freeShippingOver: null, id: 'shop' }),
      {
        ok: true,
        value: { codFeePaise: 3_950, freeShippingOverPaise: null },
      },
    );
    for (const bad of [-1, 10_000.01, 1.005, '49', Number.NaN])
      assert.equal(
        parseFeeSettingsChanges({ codFee: bad }).ok,
        false,
        `codFee ${String(bad)} refused`,
      );
    assert.deepEqual(parseFeeSettingsChanges({ shipping: 1 }), {
      ok: false,
      message: 'Unknown field: shipping',
    });
    assert.equal(parseFeeSettingsChanges({}).ok, false);
    // the wire carries paise; read again by the service the same way
    assert.deepEqual(feeSettingsChangesOf({ codFeePaise: 3_950, freeShippingOverPaise: null }), {
      ok: true,
      value: { codFeePaise: 3_950, freeShippingOverPaise: null },
    });
    assert.equal(feeSettingsChangesOf({ codFee: 39.5 }).ok, false);
    assert.deepEqual(parseDeliveryZoneChanges({ shippingFee: 45 }), {
      ok: true,
      value: { shippingFeePaise: 4_500 },
    });
  });

  it('a charges query: rupees from the query string, a discount no larger than the subtotal, a PIN', () => {
    assert.deepEqual(parseChargesQuery({ subtotal: '199', discount: '19.9', pin: '560 001' }), {
      ok: true,
      value: {
        subtotalPaise: 19_900,
        couponPaise: 1_990,
        pin: '560001',
        productIds: [],
        lines: [],
      },
    });
    const id = '0b5f2a9e-3c1d-4e8f-9a7b-1c2d3e4f5a6b';
    assert.deepEqual(
      parseChargesQuery({ subtotal: '1', pin: '560001', products: `${id.toUpperCase()},${id}` }),
      {
        ok: true,
        value: { subtotalPaise: 100, couponPaise: 0, pin: '560001', productIds: [id], lines: [] },
      },
      'the cart’s products, each once',
    );
    assert.deepEqual(parseChargesQuery({ subtotal: '1', pin: '560001', products: 'x,y' }), {
      ok: false,
      message: 'products must be up to 100 product ids, separated by commas',
    });
    assert.equal(parseChargesQuery({ subtotal: '199', pin: '560001' }).ok, true);
    assert.equal(parseChargesQuery({ subtotal: '199', discount: '200', pin: '560001' }).ok, false);
    assert.equal(parseChargesQuery({ subtotal: 'abc', pin: '560001' }).ok, false);
    assert.deepEqual(parseChargesQuery({ subtotal: '199', pin: '56' }), {
      ok: false,
      message: 'Enter your 6-digit PIN code',
    });
  });
});

describe('buy-x-get-y: free units of a product, before the coupon (issue 32)', () => {
  const P = '0b5f2a9e-3c1d-4e8f-9a7b-1c2d3e4f5a6b';
  const Q = '1c6f2a9e-3c1d-4e8f-9a7b-1c2d3e4f5a6b';
  const offer = (buy: number, get: number, productId = P) => ({
    productId,
    productName: 'Whey',
    buy,
    get,
  });
  it('in each full group of buy + get units, dearest first, the cheapest get are free', () => {
    // 2 kg at ₹2,499 and three 500 g at ₹999, buy 2 get 1: groups [2499, 999, 999] → one
    // ₹999 free; the fourth unit is short of a group
    const lines = [
      { productId: P, quantity: 1, pricePaise: 249_900 },
      { productId: P, quantity: 3, pricePaise: 99_900 },
      { productId: Q, quantity: 5, pricePaise: 10_000 },
    ];
    assert.deepEqual(priceItemOffers(lines, [offer(2, 1)]), [
      { kind: 'buy-x-get-y', name: 'Buy 2 get 1 free: Whey', paise: 99_900 },
    ]);
    // buy 1 get 1: [2499, 999] [999, 999] → 999 + 999
    assert.equal(priceItemOffers(lines, [offer(1, 1)])[0]!.paise, 199_800);
    // two offers on one product: the one taking off most applies, once
    assert.deepEqual(
      priceItemOffers(lines, [offer(2, 1), offer(1, 1)]).map((o) => o.name),
      ['Buy 1 get 1 free: Whey'],
    );
    // per product: Q's five units, buy 2 get 1 → one group
    assert.deepEqual(
      priceItemOffers(lines, [offer(2, 1, Q)]).map((o) => o.paise),
      [10_000],
    );
    assert.deepEqual(priceItemOffers(lines, [offer(4, 1)]), [], 'short of a group of 5');
    assert.deepEqual(priceItemOffers([], [offer(1, 1)]), []);
  });

  it('prices the coupon on the items after the offer, then the prepaid offer and shipping on the rest', () => {
    const itemOffers = priceItemOffers(
      [{ productId: P, quantity: 2, pricePaise: 99_900 }],
      [offer(1, 1)],
    );
    // 1,998 − 999 = 999; 10 % coupon on 999 = 99.90 → 899.10: prepaid −50, shipping back (₹60)
    const c = priceCharges({
      subtotalPaise: 199_800,
      itemOffers,
      couponPaise: 9_990,
      zoneFeePaise: 6_000,
      method: 'Razorpay',
      settings: SHOP,
    });
    assert.deepEqual(
      [c.offers.map((o) => o.kind), c.offerDiscountPaise, c.shippingPaise, c.totalPaise],
      [['buy-x-get-y', 'prepaid'], 104_900, 6_000, 90_910],
    );
    assert.equal(c.addForFreeShippingPaise, 99_900 - 89_910);
    assert.equal(
      subtotalOf({ ...c, discountPaise: c.couponPaise }),
      199_800,
      'the stored charges still give the items’ subtotal back',
    );
    assert.throws(
      () =>
        priceCharges({
          subtotalPaise: 199_800,
          itemOffers,
          couponPaise: 99_901,
          zoneFeePaise: 0,
          method: 'COD',
          settings: SHOP,
        }),
      RangeError,
    );
  });

  it('reads a preview’s lines and an admin’s offer', () => {
    assert.deepEqual(
      parseChargesQuery({ subtotal: '1998', pin: '560038', items: `${P.toUpperCase()}:2:999` }),
      {
        ok: true,
        value: {
          subtotalPaise: 199_800,
          couponPaise: 0,
          pin: '560038',
          productIds: [P],
          lines: [{ productId: P, quantity: 2, pricePaise: 99_900 }],
        },
      },
    );
    for (const items of [`${P}:0:999`, `${P}:2`, `${P}:2:-1`, `x:1:1`, `${P}:1:1:1`, `${P}:1.5:1`])
      assert.equal(parseChargesQuery({ subtotal: '1998', pin: '560038', items }).ok, false, items);
    assert.deepEqual(parseChargesQuery({ subtotal: '1', pin: '560038', items: `${P}:2:999` }), {
      ok: false,
      message: 'subtotal must be what the items come to (₹1998)',
    });
    assert.deepEqual(parseItemOfferInput({ productId: P, buy: 2, get: 1 }, true), {
      ok: true,
      value: { productId: P, buy: 2, get: 1, active: true, startsAt: null, endsAt: null },
    });
    assert.deepEqual(parseItemOfferInput({ endsAt: '' }, false), {
      ok: true,
      value: { endsAt: null },
    });
    assert.deepEqual(parseItemOfferInput({ id: P, name: 'x' }, false), {
      ok: false,
      message: 'Nothing to change: productId, buy, get, active, startsAt, endsAt',
    });
    assert.deepEqual(parseItemOfferInput({ productId: P, buy: 2 }, true), {
      ok: false,
      message: 'get must be a whole number from 1 to 20',
    });
    assert.deepEqual(parseItemOfferInput({ active: 'yes' }, false), {
      ok: false,
      message: 'active must be true or false',
    });
    assert.deepEqual(parseItemOfferInput({ startsAt: 'soon' }, false), {
      ok: false,
      message: 'startsAt must be a date and time, or null',
    });
  });
});

describe('decideCod: cash on delivery decided per checkout, with its reasons (issue 32)', () => {
  const PIN = '560038';
  it('offered with no risk; each rule withholds it with the shopper’s reason and the admin’s figures', () => {
    assert.deepEqual(decideCod(SHOP, 100_000, noCodRisk(PIN)), {
      offered: true,
      reasons: [],
      rules: [],
    });
    const over = decideCod(SHOP, 500_001, noCodRisk(PIN));
    assert.deepEqual(over.reasons, [
      'Cash on delivery is available on orders up to ₹5000: please pay online',
    ]);
    assert.deepEqual(over.rules, [
      {
        rule: 'cap',
        detail: '₹5000.01 is over the cap of ₹5000',
        figures: { total: 5000.01, cap: 5000 },
      },
    ]);
    assert.deepEqual(decideCod(SHOP, 500_000, noCodRisk(PIN)).offered, true, 'the cap itself');
    const pinText = 'Cash on delivery is not available for PIN code 560038: please pay online';
    const zone = decideCod(SHOP, 100, { ...noCodRisk(PIN), zoneCod: false, pinBlocked: true });
    assert.deepEqual(zone.reasons, [pinText], 'one reason said once');
    assert.deepEqual(
      zone.rules?.map((r) => r.rule),
      ['zone', 'pin'],
    );
    const off = decideCod({ ...SHOP, codEnabled: false }, 100, noCodRisk(PIN));
    assert.deepEqual(off.reasons, [
      'Cash on delivery is not available at the moment: please pay online',
    ]);
  });

  it('a PIN’s returns judged over its last settled orders from five; a customer’s two returns; a repeat', () => {
    const rto = (pinReturned: number, pinSettled: number) =>
      decideCod(SHOP, 100, { ...noCodRisk(PIN), pinReturned, pinSettled });
    assert.equal(rto(4, 4).offered, true, 'four settled orders: too few to judge');
    assert.deepEqual(rto(2, 5).rules, [
      {
        rule: 'pin-rto',
        detail: '2 of the last 5 cash orders to 560038 came back (40% ≥ 35%)',
        figures: { pin: PIN, returned: 2, settled: 5, percent: 40, limit: 35 },
      },
    ]);
    assert.equal(rto(6, 20).offered, true, '30 % is under 35 %');
    assert.equal(rto(7, 20).offered, false, '35 % is the limit');
    const returns = (customerReturns: number, codMaxReturns = 2) =>
      decideCod({ ...SHOP, codMaxReturns }, 100, { ...noCodRisk(PIN), customerReturns });
    assert.equal(returns(1).offered, true);
    assert.deepEqual(returns(2).reasons, [
      'Cash on delivery is not available on your account, as earlier cash orders came back undelivered: please pay online',
    ]);
    assert.equal(returns(9, 0).offered, true, '0: no limit');
    const repeat = (codRepeatHours: number) =>
      decideCod({ ...SHOP, codRepeatHours }, 100, { ...noCodRisk(PIN), repeat: true });
    assert.deepEqual(repeat(24).reasons, [
      'You ordered these items for cash on delivery in the last 24 hours: please pay online',
    ]);
    assert.equal(repeat(0).offered, true, '0: no rule');
  });

  it('the rules’ settings: whole numbers in their ranges, read again from the wire', () => {
    assert.deepEqual(parseFeeSettingsChanges({ codMaxReturns: 3, codRepeatHours: 0 }), {
      ok: true,
      value: { codMaxReturns: 3, codRepeatHours: 0 },
    });
    assert.deepEqual(parseFeeSettingsChanges({ codPinRtoWindow: 4 }), {
      ok: false,
      message: 'codPinRtoWindow must be a whole number from 5 to 1000',
    });
    assert.equal(parseFeeSettingsChanges({ codPinRtoPercent: 0 }).ok, false);
    assert.equal(parseFeeSettingsChanges({ codMaxReturns: 1.5 }).ok, false);
    assert.equal(parseFeeSettingsChanges({ codRepeatHours: '24' }).ok, false);
    assert.deepEqual(feeSettingsChangesOf({ codPinRtoPercent: 50, codFeePaise: 0 }), {
      ok: true,
      value: { codPinRtoPercent: 50, codFeePaise: 0 },
    });
  });
});

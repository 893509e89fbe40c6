import {
  couponDescription,
  couponDiscountPaise,
  parseCouponChanges,
  parseCouponInput,
  parseCouponQuoteInput,
} from '@arogya/contracts';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { couponRefusal, type CouponRuleTerms } from '../src/coupons/coupon-rules.js';

describe('a coupon’s discount, in paise', () => {
  // [kind, value, subtotal paise, discount paise], worked out by hand
  const cases: [kind: 'percent' | 'fixed', value: number, subtotal: number, discount: number][] = [
    ['percent', 10, 99_900, 9_990], // 10 % of ₹999.00 = ₹99.90
    ['percent', 15, 49_950, 7_493], // 7,492.5 rounds half up
    ['percent', 15, 49_930, 7_490], // 7,489.5 rounds half up
    ['percent', 10, 24_949, 2_495], // 2,494.9 rounds up
    ['percent', 10, 24_944, 2_494], // 2,494.4 rounds down
    ['percent', 33, 100, 0], // ₹1.00 is the least a checkout costs
    ['percent', 100, 50_000, 49_900], // 100 % still leaves ₹1 to pay
    ['fixed', 10_000, 49_950, 10_000], // ₹100 off
    ['fixed', 60_000, 49_950, 49_850], // more than the order: all but ₹1
    ['fixed', 1, 150, 1],
  ];
  for (const [kind, value, subtotal, discount] of cases) {
    it(`${kind} ${value} on ${subtotal} paise takes ${discount}`, () => {
      assert.equal(couponDiscountPaise({ kind, value }, subtotal), discount);
      assert.ok(subtotal - discount >= Math.min(subtotal, 100));
    });
  }

  it('describes itself as the shopper reads it', () => {
    const first = { kind: 'percent', value: 10, minOrderPaise: 0, firstOrderOnly: true } as const;
    assert.equal(couponDescription(first), '10% off your first order');
    assert.equal(
      couponDescription({
        kind: 'fixed',
        value: 10_000,
        minOrderPaise: 50_000,
        firstOrderOnly: false,
      }),
      '₹100.00 off your order of ₹500.00 or more',
    );
  });
});

describe('a coupon’s rules', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  const terms: CouponRuleTerms = {
    code: 'SAVE50',
    kind: 'fixed',
    value: 5_000,
    active: true,
    validFrom: new Date('2026-11-01T00:00:00Z'),
    validTo: new Date('2026-12-31T00:00:00Z'),
    minOrderPaise: 50_000,
    maxUses: 3,
    maxUsesPerCustomer: 1,
    firstOrderOnly: true,
  };
  const fresh = { total: 0, byCustomer: 0, hasPriorOrder: false };
  const refusal = (
    t: Partial<CouponRuleTerms>,
    usage: Partial<typeof fresh> = {},
    subtotal = 60_000,
  ) => couponRefusal({ ...terms, ...t }, subtotal, { ...fresh, ...usage }, now);

  it('lets a coupon within every rule be used', () => assert.equal(refusal({}), null));

  it('refuses with the reason the shopper can act on', () => {
    // disabled and not yet valid answer as a code that does not exist (issue 27)
    assert.equal(refusal({ active: false }), 'This code is not valid');
    assert.equal(
      refusal({ validFrom: new Date('2026-12-05T00:00:00Z') }),
      'This code is not valid',
    );
    assert.equal(refusal({ validFrom: new Date('2026-12-01T00:00:00Z') }), null, 'valid from now');
    assert.equal(refusal({ validTo: now }), 'Coupon SAVE50 has expired', 'validTo is exclusive');
    assert.equal(refusal({}, {}, 38_000), 'Add ₹120.00 more to use SAVE50');
    assert.equal(refusal({}, {}, 50_000), null, 'the minimum itself is enough');
    assert.equal(refusal({}, { total: 3 }), 'Coupon SAVE50 has been used up');
    assert.equal(refusal({}, { byCustomer: 1 }), 'You have already used coupon SAVE50');
    assert.equal(
      refusal({}, { hasPriorOrder: true }),
      'Coupon SAVE50 is for your first order only',
    );
  });

  it('reads open limits as no limit', () => {
    const open = { validFrom: null, validTo: null, maxUses: null, maxUsesPerCustomer: null };
    assert.equal(
      refusal(
        { ...open, firstOrderOnly: false },
        { total: 1e6, byCustomer: 50, hasPriorOrder: true },
      ),
      null,
    );
  });
});

describe('a coupon from the admin’s body', () => {
  it('takes rupees and fills in the defaults', () => {
    const r = parseCouponInput({ code: 'diwali-100', kind: 'fixed', value: 100, minOrder: 999.5 });
    assert.deepEqual(r, {
      ok: true,
      value: {
        code: 'DIWALI-100',
        kind: 'fixed',
        value: 10_000,
        validFrom: null,
        validTo: null,
        minOrderPaise: 99_950,
        maxUses: null,
        maxUsesPerCustomer: 1,
        firstOrderOnly: false,
        active: true,
      },
    });
  });

  it('refuses what makes no sense, saying why', () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ code: 'X', kind: 'percent', value: 10 }, /Coupon codes are 3 to 32/],
      [{ code: 'ABC', kind: 'bogo', value: 10 }, /kind must be percent or fixed/],
      [{ code: 'ABC', kind: 'percent', value: 101 }, /whole number from 1 to 100/],
      [{ code: 'ABC', kind: 'percent', value: 12.5 }, /whole number from 1 to 100/],
      [{ code: 'ABC', kind: 'fixed', value: 0 }, /more than ₹0/],
      [{ code: 'ABC', kind: 'fixed', value: 1.234 }, /at most 2 decimals/],
      [{ code: 'ABC', kind: 'percent', value: 5, validTo: 'soon' }, /validTo must be a date/],
      [
        { code: 'ABC', kind: 'percent', value: 5, validFrom: '2026-12-02', validTo: '2026-12-01' },
        /validTo must be after validFrom/,
      ],
      [{ code: 'ABC', kind: 'percent', value: 5, maxUses: 0 }, /maxUses must be a whole number/],
      [{ code: 'ABC', kind: 'percent', value: 5, firstOrderOnly: 'yes' }, /true or false/],
      [{ code: 'ABC', kind: 'percent', value: 5, stackable: true }, /Unknown field stackable/],
    ];
    for (const [body, message] of bad) {
      const r = parseCouponInput(body);
      assert.ok(!r.ok && message.test(r.message), `${JSON.stringify(body)}: ${JSON.stringify(r)}`);
    }
  });

  it('changes only active, validTo and maxUses', () => {
    assert.deepEqual(parseCouponChanges({ active: false, maxUses: 5, validTo: null }), {
      ok: true,
      value: { active: false, maxUses: 5, validTo: null },
    });
    const r = parseCouponChanges({ value: 50, active: true });
    assert.ok(
      !r.ok && /Unknown field value: only active, validTo and maxUses can change/.test(r.message),
    );
  });

  it('reads a quote’s body', () => {
    assert.deepEqual(parseCouponQuoteInput({ code: 'welcome10', subtotal: 999 }), {
      ok: true,
      value: { code: 'WELCOME10', subtotalPaise: 99_900 },
    });
    assert.equal(parseCouponQuoteInput({ code: 'WELCOME10', subtotal: -1 }).ok, false);
    assert.equal(parseCouponQuoteInput({ code: 'WELCOME10', subtotal: 1, x: 1 }).ok, false);
  });
});

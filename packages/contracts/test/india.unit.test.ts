import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  INDIA_ONLY,
  INDIAN_STATES,
  parseCheckoutInput,
  parseCouponCode,
  parseShippingAddress,
  STATE_REQUIRED,
  stateNamed,
  stateOfGstCode,
} from '../src/index.js';

const address = {
  firstName: 'Asha',
  lastName: 'Verma',
  address: '12 Lake Palace Road',
  city: 'Udaipur',
  postalCode: '313001',
  country: 'INDIA',
  phone: '9876543210',
};

describe('India: states, union territories and addresses', () => {
  it('lists 28 states and 8 union territories, each with its own two-digit GST code', () => {
    assert.equal(INDIAN_STATES.filter((s) => s.kind === 'state').length, 28);
    assert.equal(INDIAN_STATES.filter((s) => s.kind === 'union territory').length, 8);
    const codes = INDIAN_STATES.map((s) => s.gstCode);
    assert.equal(new Set(codes).size, 36);
    assert.ok(codes.every((c) => /^\d{2}$/.test(c)));
    assert.equal(stateOfGstCode('08')?.name, 'Rajasthan');
    assert.equal(stateOfGstCode('29')?.name, 'Karnataka');
    assert.equal(stateOfGstCode('25'), undefined);
  });

  it('reads state names in any case, with & for and, and former names', () => {
    assert.equal(stateNamed('RAJASTHAN')?.gstCode, '08');
    assert.equal(stateNamed('Jammu & Kashmir')?.name, 'Jammu and Kashmir');
    assert.equal(stateNamed('Orissa')?.name, 'Odisha');
    assert.equal(stateNamed('NCT of Delhi')?.name, 'Delhi');
    assert.equal(stateNamed('Daman and Diu')?.gstCode, '26');
    assert.equal(stateNamed('Atlantis'), undefined);
  });

  it('keeps the state under its own name, allows it left out, and refuses unknown ones', () => {
    const named = parseShippingAddress({ ...address, state: 'rajasthan' });
    assert.deepEqual(named, {
      ok: true,
      value: { ...address, state: 'Rajasthan' },
    });
    const left = parseShippingAddress(address);
    assert.equal(left.ok && left.value.state, '');
    assert.deepEqual(parseShippingAddress({ ...address, state: 'Atlantis' }), {
      ok: false,
      message: STATE_REQUIRED,
    });
  });

  it('delivers only within India, and keeps SPEC’s message for no country', () => {
    assert.deepEqual(parseShippingAddress({ ...address, country: 'Nepal' }), {
      ok: false,
      message: INDIA_ONLY,
    });
    assert.deepEqual(parseShippingAddress({ ...address, country: '' }), {
      ok: false,
      message: 'Country is required',
    });
    const india = parseShippingAddress({ ...address, country: ' india ' });
    assert.equal(india.ok && india.value.country, 'india');
  });

  it('upper-cases coupon codes and refuses malformed ones', () => {
    assert.deepEqual(parseCouponCode(' welcome10 '), { ok: true, value: 'WELCOME10' });
    assert.deepEqual(parseCouponCode(''), { ok: true, value: null });
    assert.deepEqual(parseCouponCode(undefined), { ok: true, value: null });
    assert.equal(parseCouponCode('A!').ok, false);
    assert.equal(parseCouponCode(12).ok, false);
    assert.equal(parseCouponCode('X'.repeat(33)).ok, false);
    const input = parseCheckoutInput({
      checkoutItems: [{ productId: '0d1b3a9e-7a53-4d0f-9a8b-1e2f3a4b5c6d', quantity: 1 }],
      shippingAddress: address,
      couponCode: 'first10',
    });
    assert.equal(input.ok && input.value.couponCode, 'FIRST10');
  });
});

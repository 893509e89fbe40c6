import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  addressFieldOf,
  ADDRESS_MESSAGES,
  BAD_PIN,
  parseNonServiceablePinInput,
  parsePin,
  parseShippingAddress,
  savedAddressOf,
  shippingPhone,
  ShopError,
  typedPin,
  type ShippingAddress,
} from '../src/index.js';

const address = {
  firstName: 'Asha',
  lastName: 'Verma',
  address: '12 Lake Palace Road',
  city: 'Udaipur',
  postalCode: '313001',
  state: '',
  country: 'INDIA',
  phone: '9876543210',
};
const parsed = (changes: Partial<ShippingAddress>) =>
  parseShippingAddress({ ...address, ...changes });
const refusal = (changes: Partial<ShippingAddress>) => {
  const p = parsed(changes);
  assert.ok(!p.ok, `${JSON.stringify(changes)} was accepted`);
  return p.message;
};

describe('Indian inputs as people type them (issue 31)', () => {
  it('keeps a phone typed with +91, 91 or 0 in front, spaces, dashes or brackets as its 10 digits', () => {
    for (const typed of [
      '+91 98765 43210',
      '+91-98765-43210',
      '+91 (98765) 43210',
      '91 98765 43210',
      '919876543210',
      '098765 43210',
      '09876543210',
      '98765-43210',
      '(98765) 43210',
      ' 98765 43210 ',
      '9876543210',
    ]) {
      assert.equal(shippingPhone(typed), '9876543210', typed);
      const p = parsed({ phone: typed });
      assert.ok(p.ok, typed);
      assert.equal(p.value.phone, '9876543210', typed);
    }
  });

  it('refuses what is not an Indian mobile, saying so in plain words', () => {
    for (const typed of [
      '',
      '98765',
      '98765 4321',
      '98765 432100',
      '58765 43210',
      '+44 7911 123456',
      '+91 58765 43210',
      'nine eight seven',
    ]) {
      assert.equal(refusal({ phone: typed }), ADDRESS_MESSAGES.phone, typed);
    }
    assert.equal(
      ADDRESS_MESSAGES.phone,
      'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
    );
    assert.equal(addressFieldOf(ADDRESS_MESSAGES.phone), 'phone');
  });

  it('reads a PIN typed with a space or a dash as its 6 digits, on the form, the server and the delivery check', () => {
    for (const typed of ['560 001', '560-001', ' 560001 ', '56 00 01', '560–001']) {
      assert.equal(typedPin(typed), '560001', typed);
      const p = parsed({ postalCode: typed });
      assert.ok(p.ok, typed);
      assert.equal(p.value.postalCode, '560001', typed);
      assert.deepEqual(parsePin(typed), { ok: true, value: '560001' }, typed);
    }
    assert.deepEqual(parseNonServiceablePinInput({ pin: '560 001', reason: 'Flooded' }), {
      ok: true,
      value: { pin: '560001', reason: 'Flooded', scope: 'delivery' },
    });
    assert.deepEqual(
      parseNonServiceablePinInput({ pin: '560 001', reason: 'Parcels refused', scope: 'cod' }),
      { ok: true, value: { pin: '560001', reason: 'Parcels refused', scope: 'cod' } },
    );
  });

  it('refuses what is not a PIN code with one plain message, the same everywhere', () => {
    assert.equal(BAD_PIN, 'Enter your 6-digit PIN code');
    assert.equal(ADDRESS_MESSAGES.postalCode, BAD_PIN);
    for (const typed of ['', '5600', '5600012', '560 00', 'abcdef', '012345', '560.001']) {
      assert.equal(refusal({ postalCode: typed }), BAD_PIN, typed);
      assert.deepEqual(parsePin(typed), { ok: false, message: BAD_PIN }, typed);
    }
    assert.equal(addressFieldOf(BAD_PIN), 'postalCode');
  });

  it('takes names of one letter and more: Om, an initial, names in other scripts', () => {
    for (const [firstName, lastName] of [
      ['Om', 'K'],
      ['A', 'B'],
      ['Om', 'K.'],
      ['ओम', 'के'],
      ["D'Souza", 'Ng'],
    ]) {
      const p = parsed({ firstName, lastName });
      assert.ok(p.ok, `${firstName} ${lastName}`);
      assert.equal(p.value.firstName, firstName);
      assert.equal(p.value.lastName, lastName);
    }
    assert.deepEqual(parsed({ firstName: '  Om ' }), {
      ok: true,
      value: { ...address, firstName: 'Om' },
    });
  });

  it('asks for a name, the address and the city in plain words', () => {
    const cases: [Partial<ShippingAddress>, keyof ShippingAddress, string][] = [
      [{ firstName: '' }, 'firstName', 'Enter your first name'],
      [{ firstName: '  ' }, 'firstName', 'Enter your first name'],
      [{ firstName: '.' }, 'firstName', 'Enter your first name'],
      [{ lastName: '' }, 'lastName', 'Enter your last name (an initial is fine)'],
      [{ lastName: '12' }, 'lastName', 'Enter your last name (an initial is fine)'],
      [{ address: 'Flat 4' }, 'address', 'Enter your house, street and area'],
      [{ city: '' }, 'city', 'Enter your town or city'],
    ];
    for (const [changes, field, message] of cases) {
      assert.equal(refusal(changes), message, JSON.stringify(changes));
      assert.equal(addressFieldOf(message), field);
    }
    // no message says "words" of characters, or "must be Number"
    for (const message of Object.values(ADDRESS_MESSAGES))
      assert.doesNotMatch(message, /words|must be Number|exactly/);
  });

  it('answers the address book with the same messages and normalised values', () => {
    const saved = savedAddressOf({
      ...address,
      firstName: 'Om',
      lastName: 'K',
      postalCode: '560 001',
      phone: '+91 98765 43210',
      isDefault: true,
    });
    assert.equal(saved.address.postalCode, '560001');
    assert.equal(saved.address.phone, '9876543210');
    assert.throws(
      () => savedAddressOf({ ...address, phone: '12345' }),
      (err: ShopError) => {
        assert.ok(err instanceof ShopError);
        assert.equal(err.status, 400);
        assert.equal(err.message, ADDRESS_MESSAGES.phone);
        assert.deepEqual(err.details, {
          errors: [{ field: 'phone', message: ADDRESS_MESSAGES.phone }],
        });
        return true;
      },
    );
  });
});

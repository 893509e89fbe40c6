import {
  deliveryDateLabel,
  INDIAN_STATES,
  parseDeliveryZoneChanges,
  parseHolidayInput,
  parseNonServiceablePinInput,
  promiseLine,
  type DeliveryZoneId,
} from '@arogya/contracts';
import { loadConfig } from '@arogya/platform';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkoutEnvSchema } from '../src/config.js';
import { addBusinessDays, indiaDate } from '../src/serviceability/business-days.js';
import { CITY_OF_DISTRICT, cityOfDistrict } from '../src/serviceability/city.js';
import { directoryStats, findPin, loadPinDirectory } from '../src/serviceability/pin-directory.js';
import { zoneFor } from '../src/serviceability/zones.js';

const NONE = new Set<string>();

describe('business days', () => {
  it('counts from the day after the order day and skips Sundays', () => {
    // Mon 1 Dec 2025 + 1 → Tue 2 Dec; Sat 6 Dec + 1 → Mon 8 Dec (Sunday 7th skipped)
    assert.equal(addBusinessDays('2025-12-01', 1, NONE), '2025-12-02');
    assert.equal(addBusinessDays('2025-12-06', 1, NONE), '2025-12-08');
    // an order on a Sunday: Monday is the first business day
    assert.equal(addBusinessDays('2025-12-07', 1, NONE), '2025-12-08');
    // Mon 1 Dec + 7 business days: 2,3,4,5,6, (7 Sun), 8, 9 → Tue 9 Dec
    assert.equal(addBusinessDays('2025-12-01', 7, NONE), '2025-12-09');
    assert.equal(addBusinessDays('2025-12-01', 0, NONE), '2025-12-01', 'no days: the order day');
  });

  it('skips holidays, also across a month and a year end', () => {
    const holidays = new Set(['2025-12-25', '2025-12-26', '2026-01-01']);
    // Wed 24 Dec + 3: (25, 26 holidays) 27 Sat, (28 Sun) 29, 30 → Tue 30 Dec
    assert.equal(addBusinessDays('2025-12-24', 3, holidays), '2025-12-30');
    // Tue 30 Dec + 3: 31, (1 Jan holiday) 2, 3 → Sat 3 Jan 2026
    assert.equal(addBusinessDays('2025-12-30', 3, holidays), '2026-01-03');
    // a holiday on a Sunday costs nothing more
    assert.equal(addBusinessDays('2025-12-06', 1, new Set(['2025-12-07'])), '2025-12-08');
  });

  it('knows the day in India: 18:29 UTC is still today there, 18:30 UTC is tomorrow', () => {
    assert.equal(indiaDate(new Date('2025-12-01T18:29:59.999Z')), '2025-12-01');
    assert.equal(indiaDate(new Date('2025-12-01T18:30:00.000Z')), '2025-12-02');
    assert.equal(indiaDate(new Date('2025-11-30T20:00:00.000Z')), '2025-12-01');
    // an order at 00:10 IST on Monday counts from Tuesday, though it is still Sunday in UTC
    const monday = indiaDate(new Date('2025-11-30T18:40:00Z'));
    assert.equal(addBusinessDays(monday, 1, NONE), '2025-12-02');
  });
});

describe('the promise line', () => {
  it('reads the date as a calendar day, the same everywhere', () => {
    assert.equal(deliveryDateLabel('2025-12-02'), 'Tue, 2 Dec');
    assert.equal(promiseLine('313001', true, '2025-12-02'), 'Delivers to 313001 by Tue, 2 Dec');
    assert.equal(promiseLine('313001', true, null), 'Delivers to 313001');
    assert.equal(promiseLine('313001', false, '2025-12-02'), 'Not deliverable to this PIN yet');
  });
});

describe('the PIN directory', () => {
  it('places every state and union territory, and knows the shop’s own PIN', () => {
    const stats = directoryStats();
    assert.deepEqual(
      stats.states,
      INDIAN_STATES.map((s) => s.name),
      'all 36 have PINs',
    );
    assert.ok(stats.pins > 19_000 && stats.pins < 20_000, `${stats.pins} PINs`);
    const udaipur = findPin('313001')!;
    assert.equal(udaipur.district, 'Udaipur');
    assert.equal(udaipur.state, 'Rajasthan');
    assert.equal(udaipur.stateCode, '08');
    assert.equal(findPin('110001')?.state, 'Delhi');
    assert.equal(findPin('560001')?.district, 'Bengaluru Urban');
    assert.equal(findPin('380001')?.district, 'Ahmedabad');
    assert.equal(findPin('999999'), undefined);
  });

  it('refuses a file with a state it cannot place, instead of dropping its PINs', () => {
    assert.throws(
      () => loadPinDirectory({ pins: 1, districts: [['Nowhere', '99', '100001']], alsoIn: {} }),
      /unknown state code 99/,
    );
    assert.throws(
      () =>
        loadPinDirectory({
          pins: 2,
          districts: [
            ['A', '08', '313001'],
            ['B', '08', '313001'],
          ],
          alsoIn: {},
        }),
      /repeated PIN 313001/,
    );
  });

  it('fills in the city a shopper writes, not the district (issue 31), and keeps the district', () => {
    // the rule: the directory's "Urban", "Rural", "Suburban" go; Delhi's districts are Delhi
    for (const [district, city] of [
      ['Bengaluru Urban', 'Bengaluru'],
      ['Bengaluru Rural', 'Bengaluru'],
      ['Mumbai Suburban', 'Mumbai'],
      ['Mumbai', 'Mumbai'],
      ['Central Delhi', 'Delhi'],
      ['North West Delhi', 'Delhi'],
      ['South East Delhi', 'Delhi'],
      ['New Delhi', 'New Delhi'],
      // the table
      ['Kamrup Metro', 'Guwahati'],
      ['Gautam Buddha Nagar', 'Noida'],
      ['S.A.S Nagar', 'Mohali'],
      ['Shahdara', 'Delhi'],
      // every other district is its city, as it is
      ['Hyderabad', 'Hyderabad'],
      ['Udaipur', 'Udaipur'],
      ['Kamrup', 'Kamrup'],
      ['East Godavari', 'East Godavari'],
      ['North Goa', 'North Goa'],
      ['Urban', 'Urban'],
    ])
      assert.equal(cityOfDistrict(district), city, district);
    // the directory's PINs, through the same rule; the district (the zones read it) unchanged
    for (const [pin, district, city] of [
      ['560001', 'Bengaluru Urban', 'Bengaluru'],
      ['562110', 'Bengaluru Rural', 'Bengaluru'],
      ['400070', 'Mumbai Suburban', 'Mumbai'],
      ['500001', 'Hyderabad', 'Hyderabad'],
      ['110085', 'North West Delhi', 'Delhi'],
      ['781001', 'Kamrup Metro', 'Guwahati'],
      ['201301', 'Gautam Buddha Nagar', 'Noida'],
    ]) {
      const entry = findPin(pin)!;
      assert.equal(entry.district, district, pin);
      assert.equal(cityOfDistrict(entry.district), city, pin);
    }
    // the table names districts the directory has (a renamed one would be caught here)
    const known = new Set(Object.keys(CITY_OF_DISTRICT));
    const found = new Set<string>();
    for (let n = 100000; n <= 999999; n += 1) {
      const d = findPin(String(n))?.district;
      if (d && known.has(d)) found.add(d);
    }
    assert.deepEqual([...found].sort(), [...known].sort());
  });

  it('refuses a SHOP_PIN that is not in the directory at start-up', () => {
    const base = { RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    assert.equal(loadConfig(checkoutEnvSchema, base).SHOP_PIN, '313001');
    assert.throws(
      () => loadConfig(checkoutEnvSchema, { ...base, SHOP_PIN: '999999' }),
      /SHOP_PIN.*PIN directory/s,
    );
  });
});

describe('zones', () => {
  const zones = (disabled: DeliveryZoneId[] = []) =>
    (['same-city', 'same-state', 'metro', 'remote', 'rest-of-india'] as const).map((id) => ({
      id,
      enabled: !disabled.includes(id),
    }));
  const udaipur = findPin('313001')!;
  const zoneTo = (pin: string, disabled: DeliveryZoneId[] = []) =>
    zoneFor(zones(disabled), udaipur, findPin(pin)!)?.id ?? null;

  it('chooses the first zone that covers the parcel', () => {
    assert.equal(zoneTo('313002'), 'same-city', 'Udaipur');
    assert.equal(zoneTo('302001'), 'same-state', 'Jaipur');
    assert.equal(zoneTo('110001'), 'metro', 'New Delhi');
    assert.equal(zoneTo('400001'), 'metro', 'Mumbai');
    assert.equal(zoneTo('560001'), 'metro', 'Bengaluru');
    assert.equal(zoneTo('781001'), 'remote', 'Guwahati, Assam');
    assert.equal(zoneTo('194101'), 'remote', 'Leh, Ladakh');
    assert.equal(zoneTo('744101'), 'remote', 'Port Blair');
    assert.equal(zoneTo('226001'), 'rest-of-india', 'Lucknow');
  });

  it('hands a disabled zone’s parcels to the next that covers them, never remote ones to rest of India', () => {
    assert.equal(zoneTo('313002', ['same-city']), 'same-state');
    assert.equal(zoneTo('110001', ['metro']), 'rest-of-india');
    assert.equal(zoneTo('781001', ['remote']), null);
    assert.equal(zoneTo('226001', ['rest-of-india']), null);
  });
});

describe('admin input', () => {
  it('takes whole days from 0 to 30 and refuses unknown fields', () => {
    assert.deepEqual(parseDeliveryZoneChanges({ processingDays: 0, transitDays: 30 }), {
      ok: true,
      value: { processingDays: 0, transitDays: 30 },
    });
    for (const bad of [{ transitDays: 31 }, { processingDays: 1.5 }, { processingDays: '2' }]) {
      assert.equal(parseDeliveryZoneChanges(bad).ok, false, JSON.stringify(bad));
    }
    assert.deepEqual(parseDeliveryZoneChanges({ enabled: false, colour: 'red' }), {
      ok: false,
      message: 'Unknown field: colour',
    });
    assert.equal(parseNonServiceablePinInput({ pin: '31300', reason: 'x' }).ok, false);
    assert.equal(parseNonServiceablePinInput({ pin: '313001', reason: '' }).ok, false);
    assert.deepEqual(parseHolidayInput({ date: '2026-02-30', name: 'x' }), {
      ok: false,
      message: 'date must be a day written YYYY-MM-DD',
    });
    assert.equal(parseHolidayInput({ date: '2026-01-26', name: 'x'.repeat(81) }).ok, false);
    assert.deepEqual(parseHolidayInput({ date: '2026-01-26', name: ' Republic Day ' }), {
      ok: true,
      value: { date: '2026-01-26', name: 'Republic Day' },
    });
  });
});

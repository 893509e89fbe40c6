import {
  CatalogCalls,
  CheckoutCalls,
  deliveryDateLabel,
  PaymentVerifiedV1,
  ServiceabilityCalls,
  ServiceabilityChangedV1,
  type Caller,
  type Product,
  type ShippingAddress,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { createSandbox, DEFAULT_CONFIG } from '@arogya/razorpay-sandbox';
import {
  callerFor,
  catalogProduct,
  payInSandbox,
  refusal,
  serviceShop,
  SHIPPING_ADDRESS,
  startCatalog,
  startCheckout,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { addBusinessDays, indiaDate } from '../src/serviceability/business-days.js';

let rpc: RpcClient;
let neem: Product;
const admin = callerFor('Admin', 'admin');

const shop = serviceShop(
  'serviceability',
  async (env, ns, own) => {
    const sandbox = own(await createSandbox({ ...DEFAULT_CONFIG, port: 0 }));
    const [catalog, checkout] = await Promise.all([
      startCatalog(env, ns, { CATALOG_SEED: 'false' }),
      startCheckout(env, ns, { RAZORPAY_API_BASE: sandbox.url }),
    ]);
    return { catalog, checkout, sandbox };
  },
  RpcClient,
);

/** The shop's holidays from today on (the promise skips them). */
const holidays = async () =>
  new Set((await rpc.call(ServiceabilityCalls.holidays, { caller: admin })).map((h) => h.date));
/** `days` business days from today in India. */
const inDays = async (days: number) =>
  addBusinessDays(indiaDate(new Date()), days, await holidays());

const checkoutTo = (caller: Caller, address: Partial<ShippingAddress>) =>
  rpc.call(CheckoutCalls.create, {
    caller,
    items: [{ productId: neem._id, quantity: 1, size: '', color: '' }],
    shippingAddress: { ...SHIPPING_ADDRESS, ...address },
    claimedTotalPaise: null,
    couponCode: null,
    paymentMethod: 'Razorpay',
  });

before(async () => {
  await shop.ready;
  ({ rpc } = shop.parts);
  neem = await catalogProduct(rpc, {
    name: 'Neem Capsules',
    category: 'Ayurvedic',
    price: 400,
    countInStock: 100,
  });
});

describe('lookup', () => {
  it('places a PIN and promises a date from its zone (Udaipur from Udaipur: same city, 1 + 1 days)', async () => {
    const answer = await rpc.call(ServiceabilityCalls.check, { pin: '313001' });
    const date = await inDays(2);
    assert.deepEqual(answer, {
      pin: '313001',
      city: 'Udaipur',
      district: 'Udaipur',
      state: 'Rajasthan',
      stateCode: '08',
      deliverable: true,
      zone: 'same-city',
      estimatedDelivery: date,
      message: `Delivers to 313001 by ${deliveryDateLabel(date)}`,
    });
    const bengaluru = await rpc.call(ServiceabilityCalls.check, { pin: '560038' });
    assert.equal(bengaluru.zone, 'metro');
    assert.equal(bengaluru.estimatedDelivery, await inDays(5));
  });

  it('answers 404 for a PIN India Post does not know, 400 for one that is not 6 digits', async () => {
    const unknown = await refusal(rpc.call(ServiceabilityCalls.check, { pin: '999999' }));
    assert.deepEqual([unknown.status, unknown.message], [404, 'PIN code 999999 does not exist']);
    for (const pin of ['31300', '31300a', '013001']) {
      const bad = await refusal(rpc.call(ServiceabilityCalls.check, { pin }));
      assert.deepEqual([bad.status, bad.message], [400, 'Enter your 6-digit PIN code'], pin);
    }
  });
});

describe('checkout creation', () => {
  it('fills the state from the PIN and keeps the promise with the checkout and its payment', async () => {
    const shopper = callerFor('Priya');
    const c = await checkoutTo(shopper, { postalCode: '302001', city: 'Jaipur', state: '' });
    assert.equal(c.shippingAddress.state, 'Rajasthan');
    assert.equal(c.estimatedDelivery, await inDays(4), 'same state: 2 + 2 business days');
    // the same cart again answers the same checkout: the stored address is the resolved one
    const again = await checkoutTo(shopper, { postalCode: '302001', city: 'Jaipur', state: '' });
    assert.equal(again._id, c._id);
    const order = await rpc.call(CheckoutCalls.paymentOrder, {
      caller: shopper,
      id: c._id,
      claimedAmountPaise: null,
    });
    const p = await payInSandbox(shop.parts.sandbox.url, order.id, false);
    await rpc.call(CheckoutCalls.verify, {
      caller: shopper,
      orderId: p.razorpay_order_id,
      paymentId: p.razorpay_payment_id,
      signature: p.razorpay_signature,
    });
    await shop.settled();
    const [verified] = await shop.published(PaymentVerifiedV1, (e) => e.checkoutId === c._id);
    assert.equal(verified!.data.estimatedDelivery, c.estimatedDelivery);
    assert.equal(verified!.data.shippingAddress.state, 'Rajasthan');
  });

  it('refuses a state the PIN is not in, and a PIN that does not exist', async () => {
    const wrong = await refusal(checkoutTo(callerFor('Arjun'), { state: 'Karnataka' }));
    assert.deepEqual(
      [wrong.status, wrong.message],
      [400, 'PIN code 313001 is in Rajasthan, not Karnataka'],
    );
    const unknown = await refusal(checkoutTo(callerFor('Arjun'), { postalCode: '999999' }));
    assert.deepEqual([unknown.status, unknown.message], [400, 'PIN code 999999 does not exist']);
  });

  it('refuses a PIN the shop does not deliver to, and holds no stock for it', async () => {
    await rpc.call(ServiceabilityCalls.addNonServiceablePin, {
      caller: admin,
      pin: '781001',
      reason: 'Courier suspended',
    });
    const before = (await rpc.call(CatalogCalls.get, { id: neem._id })).countInStock;
    const refused = await refusal(
      checkoutTo(callerFor('Bina'), { postalCode: '781001', city: 'Guwahati', state: 'Assam' }),
    );
    assert.deepEqual([refused.status, refused.message], [400, 'Not deliverable to this PIN yet']);
    const check = await rpc.call(ServiceabilityCalls.check, { pin: '781001' });
    assert.deepEqual(
      [check.deliverable, check.zone, check.estimatedDelivery, check.message],
      [false, null, null, 'Not deliverable to this PIN yet'],
    );
    await shop.settled();
    assert.equal((await rpc.call(CatalogCalls.get, { id: neem._id })).countInStock, before);
    await rpc.call(ServiceabilityCalls.removeNonServiceablePin, { caller: admin, pin: '781001' });
    const c = await checkoutTo(callerFor('Bina'), {
      postalCode: '781001',
      city: 'Guwahati',
      state: 'Assam',
    });
    assert.equal(c.estimatedDelivery, await inDays(11), 'remote: 3 + 8 business days');
  });
});

describe('admin data', () => {
  it('changes the promise with zones and holidays, each change announced', async () => {
    const zone = await rpc.call(ServiceabilityCalls.updateZone, {
      caller: admin,
      id: 'rest-of-india',
      changes: { processingDays: 1, transitDays: 3 },
    });
    assert.deepEqual([zone.processingDays, zone.transitDays, zone.enabled], [1, 3, true]);
    assert.equal(
      (await rpc.call(ServiceabilityCalls.check, { pin: '226001' })).estimatedDelivery,
      await inDays(4),
    );
    // a holiday on the next business day pushes the date by one business day
    const next = addBusinessDays(indiaDate(new Date()), 1, await holidays());
    await rpc.call(ServiceabilityCalls.addHoliday, { caller: admin, date: next, name: 'Test day' });
    const pushed = await rpc.call(ServiceabilityCalls.check, { pin: '226001' });
    assert.equal(pushed.estimatedDelivery, await inDays(4));
    assert.equal(pushed.estimatedDelivery, addBusinessDays(next, 4, new Set()));
    const dup = await refusal(
      rpc.call(ServiceabilityCalls.addHoliday, { caller: admin, date: next, name: 'Again' }),
    );
    assert.equal(dup.status, 409);
    await rpc.call(ServiceabilityCalls.removeHoliday, { caller: admin, date: next });
    await rpc.call(ServiceabilityCalls.updateZone, {
      caller: admin,
      id: 'rest-of-india',
      changes: { enabled: false },
    });
    const none = await rpc.call(ServiceabilityCalls.check, { pin: '226001' });
    assert.deepEqual(
      [none.deliverable, none.zone, none.estimatedDelivery, none.message],
      [true, null, null, 'Delivers to 226001'],
    );
    await rpc.call(ServiceabilityCalls.updateZone, {
      caller: admin,
      id: 'rest-of-india',
      changes: { processingDays: 2, transitDays: 5, enabled: true },
    });
    await shop.settled();
    const events = await shop.published(ServiceabilityChangedV1, (e) => e.actor === admin.userId);
    assert.deepEqual(
      events.map((e) => `${e.data.what} ${e.data.action} ${e.data.key}`),
      [
        'non-serviceable-pin created 781001',
        'non-serviceable-pin deleted 781001',
        'delivery-zone updated rest-of-india',
        'holiday created ' + next,
        'holiday deleted ' + next,
        'delivery-zone updated rest-of-india',
        'delivery-zone updated rest-of-india',
      ],
    );
  });

  it('refuses non-admins, unknown PINs and a second stop of the same PIN', async () => {
    const shopper = callerFor('Ravi');
    const forbidden = await refusal(rpc.call(ServiceabilityCalls.zones, { caller: shopper }));
    assert.equal(forbidden.status, 403);
    const unknown = await refusal(
      rpc.call(ServiceabilityCalls.addNonServiceablePin, {
        caller: admin,
        pin: '999999',
        reason: 'x',
      }),
    );
    assert.deepEqual([unknown.status, unknown.message], [400, 'PIN code 999999 does not exist']);
    await rpc.call(ServiceabilityCalls.addNonServiceablePin, {
      caller: admin,
      pin: '744101',
      reason: 'Ferry',
    });
    const twice = await refusal(
      rpc.call(ServiceabilityCalls.addNonServiceablePin, {
        caller: admin,
        pin: '744101',
        reason: 'Ferry',
      }),
    );
    assert.equal(twice.status, 409);
    const listed = await rpc.call(ServiceabilityCalls.nonServiceablePins, { caller: admin });
    assert.deepEqual(
      listed.map((p) => [p._id, p.city, p.state, p.reason]),
      [['744101', 'South Andamans', 'Andaman and Nicobar Islands', 'Ferry']],
    );
    const zones = await rpc.call(ServiceabilityCalls.zones, { caller: admin });
    assert.deepEqual(
      zones.map((z) => [z._id, z.processingDays, z.transitDays, z.enabled]),
      [
        ['same-city', 1, 1, true],
        ['same-state', 2, 2, true],
        ['metro', 2, 3, true],
        ['remote', 3, 8, true],
        ['rest-of-india', 2, 5, true],
      ],
    );
  });
});

import type { OrderHistoryEntry, OrderToShip, OrderView, Product } from '@arogya/contracts';
import {
  adminProduct,
  apiOf,
  buy,
  serviceDatabaseUrl,
  signUp,
  startFullShop,
  SHIPPING_ADDRESS,
  testShop,
  until,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import pg from 'pg';

/**
 * Issue 33, the policy's hour: within an hour of ordering, while nothing of it is booked with
 * the courier, a shopper cancels their order (refunded in full, restocked, off the packers'
 * list) or sends it to another address on the same terms (the state it was invoiced in, the zone
 * it was priced for); after the hour, or once a parcel is booked, both are refused saying why.
 * Before the issue the shopper's order routes were GETs only.
 */
const ADMIN = { email: 'changes-admin@test.local', password: 'changes-admin-pass' };
const shop = testShop('changes', async (env, ns, own) => ({
  full: own(
    await startFullShop(env, ns, { admin: ADMIN, seed: false, courier: { scanIntervalMs: 60 } }),
  ),
}));
const api = apiOf(() => shop.parts.full.gateway.baseUrl);
let adminToken: string;
let ghee: Product;

const stockOf = async () =>
  ((await api('GET', `/api/products/${ghee._id}`)).body as Product).countInStock;
const toShip = async (orderId: string) =>
  ((await api('GET', '/api/admin/to-ship', undefined, adminToken)).body as OrderToShip[]).find(
    (o) => o.orderId === orderId,
  );

/** A paid order of two jars by a new shopper, waiting to ship. */
async function paidOrder() {
  const { token } = await signUp(api, 'change');
  const checkout = await buy(api, shop.parts.full.sandbox.url, token, [
    { productId: ghee._id, quantity: 2 },
  ]);
  const order = await until(
    async () =>
      ((await api('GET', '/api/orders/my-orders', undefined, token)).body as OrderView[]).find(
        (o) => o.checkoutId === checkout._id,
      ),
    20_000,
    'the paid order',
  );
  await until(() => toShip(order._id), 10_000, 'the order to ship');
  return { order, token };
}

before(async () => {
  await shop.ready;
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
  ghee = await adminProduct(api, adminToken, { name: 'A2 Cow Ghee', price: 899, countInStock: 50 });
});

describe('changing an order within the policy’s hour (issue 33)', () => {
  it('sends it to a new street of the same city; another state or zone is refused; the courier gets the new address', async () => {
    const { order, token } = await paidOrder();
    const move = (shippingAddress: object, who = token) =>
      api('PUT', `/api/orders/${order._id}/address`, { shippingAddress }, who);
    const mumbai = await move({
      ...SHIPPING_ADDRESS,
      address: '4 Marine Drive',
      city: 'Mumbai',
      postalCode: '400001',
      state: 'Maharashtra',
    });
    assert.deepEqual(
      [mumbai.status, mumbai.body.message],
      [
        409,
        'The new address must be in Rajasthan, as the order was invoiced there: cancel it and order again to deliver elsewhere',
      ],
    );
    const jaipur = await move({
      ...SHIPPING_ADDRESS,
      address: '8 MI Road',
      city: 'Jaipur',
      postalCode: '302001',
    });
    assert.deepEqual(
      [jaipur.status, jaipur.body.message],
      [
        409,
        'That PIN code is in another delivery zone: cancel the order and order again to deliver there',
      ],
    );
    const bad = await move({ ...SHIPPING_ADDRESS, postalCode: '31300' });
    assert.equal(bad.status, 400);
    const stranger = (await signUp(api, 'stranger')).token;
    const theirs = await move({ ...SHIPPING_ADDRESS, address: '1 Not Yours Lane' }, stranger);
    assert.deepEqual([theirs.status, theirs.body.message], [404, 'Order not found']);

    const moved = await move({
      ...SHIPPING_ADDRESS,
      address: '21 Fateh Sagar Road, near the boat club',
      phone: '+91 98111 22233',
    });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.equal(
      (moved.body as OrderView).shippingAddress.address,
      '21 Fateh Sagar Road, near the boat club',
    );
    assert.equal((moved.body as OrderView).shippingAddress.phone, '9811122233');
    assert.equal(
      (await toShip(order._id))?.shipTo.address,
      '21 Fateh Sagar Road, near the boat club',
    );
    const history = (
      await api('GET', `/api/admin/orders/${order._id}/history`, undefined, adminToken)
    ).body as OrderHistoryEntry[];
    assert.ok(
      history.some((h) => h.note?.startsWith('Address changed by the shopper to 21 Fateh')),
    );

    // booked: the parcel goes to the new address, and nothing more may change
    const parcel = await api('POST', '/api/admin/shipments', { orderId: order._id }, adminToken);
    assert.equal(parcel.status, 201, JSON.stringify(parcel.body));
    const booking = shop.parts.full
      .courier!.orders()
      .find((o) => o.channelOrderId === parcel.body._id);
    assert.match(
      JSON.stringify(booking?.shipping ?? null),
      /21 Fateh Sagar Road/,
      'the courier was given the new address',
    );
    const late = await move({ ...SHIPPING_ADDRESS, address: '3 Another Street' });
    assert.deepEqual(
      [late.status, late.body.message],
      [409, 'Your order is being packed: it can no longer be changed or cancelled'],
    );
    const cancel = await api('POST', `/api/orders/${order._id}/cancel`, undefined, token);
    assert.deepEqual(
      [cancel.status, cancel.body.message],
      [409, 'Your order is being packed: it can no longer be changed or cancelled'],
    );
  });

  it('cancels it: refunded in full, its stock back, off the packers’ list; twice is once', async () => {
    const before = await stockOf();
    const { order, token } = await paidOrder();
    await until(async () => (await stockOf()) === before - 2 || undefined, 10_000, 'sold');
    const cancelled = await api('POST', `/api/orders/${order._id}/cancel`, undefined, token);
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    assert.equal((cancelled.body as OrderView).status, 'Cancelled');
    assert.equal(await toShip(order._id), undefined, 'nothing to pack');
    await until(async () => (await stockOf()) === before || undefined, 10_000, 'the stock back');
    const refunded = await until(
      async () => {
        const o = (await api('GET', `/api/admin/orders/${order._id}`, undefined, adminToken))
          .body as OrderView;
        return o.refund?.razorpayRefundId ? o : undefined;
      },
      20_000,
      'the refund made',
    );
    assert.ok(refunded.creditNoteNumber, 'its credit note');
    const refunds = [...shop.parts.full.sandbox.state.ledger.refunds.values()].filter(
      (r) => (r.notes as Record<string, unknown> | undefined)?.refundKey === order._id,
    );
    assert.deepEqual(
      refunds.map((r) => r.amount),
      [899 * 2 * 100],
    );
    const again = await api('POST', `/api/orders/${order._id}/cancel`, undefined, token);
    assert.deepEqual(
      [again.status, again.body.message],
      [409, 'This order can no longer be changed or cancelled'],
    );
    assert.equal(await stockOf(), before, 'restocked once');
  });

  it('refuses both after the hour', async () => {
    const { order, token } = await paidOrder();
    const db = new pg.Client({ connectionString: serviceDatabaseUrl(shop.env, shop.ns, 'orders') });
    await db.connect();
    try {
      await db.query(
        `UPDATE orders SET created_at = created_at - interval '61 minutes' WHERE id = $1`,
        [order._id],
      );
    } finally {
      await db.end();
    }
    const cancel = await api('POST', `/api/orders/${order._id}/cancel`, undefined, token);
    assert.deepEqual(
      [cancel.status, cancel.body.message],
      [409, 'An order can be changed or cancelled only within 1 hour of ordering'],
    );
    const move = await api(
      'PUT',
      `/api/orders/${order._id}/address`,
      { shippingAddress: { ...SHIPPING_ADDRESS, address: '9 Late Lane' } },
      token,
    );
    assert.equal(move.status, 409);
    assert.equal((await toShip(order._id)) !== undefined, true, 'still to ship');
  });
});

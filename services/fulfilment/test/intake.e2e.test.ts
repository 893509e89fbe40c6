// Issue 33: the orders fulfilment learns of, from the orders' events through its inbox, against
// the running PostgreSQL, NATS and Redis: a paid order is to ship at once; a cash one once its
// shopper's code confirmed it; a cancelled one never; a redelivered event changes nothing.
import {
  FulfilmentCalls,
  OrderCancelledV1,
  OrderPlacedV1,
  OrderStatusChangedV1,
  type Caller,
  type OrderPlacedV1 as OrderPlaced,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { refusal, SHIPPING_ADDRESS, serviceShop, startFulfilment } from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';

const shop = serviceShop(
  'intake',
  async (env, ns) => ({ fulfilment: await startFulfilment(env, ns) }),
  RpcClient,
);
const ADMIN: Caller = { userId: randomUUID(), role: 'admin', name: 'Staff' };

const order = (paymentMethod: 'Razorpay' | 'COD', quantity = 2): OrderPlaced => ({
  orderId: randomUUID(),
  checkoutId: randomUUID(),
  userId: randomUUID(),
  userName: 'Kavya Rao',
  items: [
    {
      productId: randomUUID(),
      name: 'Whey Protein',
      size: '1 kg',
      color: 'Chocolate',
      quantity,
      pricePaise: 249_900,
      variantId: randomUUID(),
      sku: 'WHEY-1KG-CHOC',
      variant: '1 kg · Chocolate',
    },
  ],
  totalPricePaise: quantity * 249_900 + (paymentMethod === 'COD' ? 4_900 : 0),
  shippingAddress: { ...SHIPPING_ADDRESS, postalCode: '560038', city: 'Bengaluru' },
  estimatedDelivery: '2026-12-03',
  paymentMethod,
  placedAt: '2026-11-27T09:30:00.000Z',
});

const toShip = async () => shop.parts.rpc.call(FulfilmentCalls.toShip, { caller: ADMIN });
const ids = async () => (await toShip()).map((o) => o.orderId);

before(() => shop.ready);

describe('the orders to ship (issue 33)', () => {
  it('keeps a paid order to ship, with what is in it, where it goes and what was promised, once', async () => {
    const paid = order('Razorpay');
    await shop.publish(OrderPlacedV1, paid, 2);
    await shop.settled();
    const found = (await toShip()).filter((o) => o.orderId === paid.orderId);
    assert.equal(found.length, 1, 'a redelivered event adds nothing');
    const [o] = found;
    assert.deepEqual(
      [o!.state, o!.paymentMethod, o!.collect, o!.promisedBy, o!.placedAt, o!.shipTo.postalCode],
      ['to-ship', 'Razorpay', 0, '2026-12-03', '2026-11-27T09:30:00+00:00', '560038'],
    );
    assert.deepEqual(o!.lines, [
      {
        productId: paid.items[0]!.productId,
        variantId: paid.items[0]!.variantId,
        sku: 'WHEY-1KG-CHOC',
        name: 'Whey Protein (1 kg · Chocolate)',
        size: '1 kg',
        color: 'Chocolate',
        quantity: 2,
        price: 2499,
      },
    ]);
    // only staff may ask
    const refused = await refusal(
      shop.parts.rpc.call(FulfilmentCalls.toShip, { caller: { ...ADMIN, role: 'customer' } }),
    );
    assert.equal(refused.status, 403);
  });

  it('ships a cash order once its shopper confirmed it, collecting its total; never a cancelled one', async () => {
    const cash = order('COD', 1);
    const cancelled = order('Razorpay', 1);
    await shop.publish(OrderPlacedV1, cash);
    await shop.publish(OrderPlacedV1, cancelled);
    await shop.settled();
    let waiting = await ids();
    assert.ok(!waiting.includes(cash.orderId), 'not before its code');
    assert.ok(waiting.includes(cancelled.orderId));
    await shop.publish(OrderStatusChangedV1, {
      orderId: cash.orderId,
      userId: cash.userId,
      from: 'Awaiting confirmation',
      to: 'Processing',
    });
    await shop.publish(OrderCancelledV1, {
      orderId: cancelled.orderId,
      checkoutId: cancelled.checkoutId,
      userId: cancelled.userId,
      items: [],
      totalPricePaise: cancelled.totalPricePaise,
      razorpayPaymentId: null,
    });
    await shop.settled();
    const now = await toShip();
    waiting = now.map((o) => o.orderId);
    assert.ok(!waiting.includes(cancelled.orderId), 'a cancelled order is not shipped');
    const c = now.find((o) => o.orderId === cash.orderId);
    assert.deepEqual([c?.state, c?.paymentMethod, c?.collect], ['to-ship', 'COD', 2548]);
    // a late confirmation does not bring a cancelled order back
    await shop.publish(OrderStatusChangedV1, {
      orderId: cancelled.orderId,
      userId: cancelled.userId,
      from: 'Awaiting confirmation',
      to: 'Processing',
    });
    await shop.settled();
    assert.ok(!(await ids()).includes(cancelled.orderId));
  });

  it('without a courier: an order to ship is staff’s to ship by hand (409), an unknown one 404, never a 5xx', async () => {
    const paid = order('Razorpay');
    await shop.publish(OrderPlacedV1, paid);
    await shop.settled();
    const call = <Req, Res>(def: Parameters<typeof shop.parts.rpc.call<Req, Res>>[0], p: Req) =>
      refusal(shop.parts.rpc.call(def, p));
    const byHand = await call(FulfilmentCalls.book, { caller: ADMIN, orderId: paid.orderId });
    assert.deepEqual(
      [byHand.status, byHand.message],
      [409, 'No courier is set up: ship this order by hand and mark it shipped'],
    );
    const unknown = await call(FulfilmentCalls.book, { caller: ADMIN, orderId: randomUUID() });
    assert.deepEqual([unknown.status, unknown.message], [404, 'No such order to ship']);
    const ghost = randomUUID();
    const labels = await call(FulfilmentCalls.labels, { caller: ADMIN, ids: [ghost] });
    assert.deepEqual([labels.status, labels.message], [404, `No such shipment: ${ghost}`]);
    const manifest = await call(FulfilmentCalls.manifest, { caller: ADMIN, id: ghost });
    assert.deepEqual([manifest.status, manifest.message], [404, 'No such pickup']);
    // and no shipment was made
    assert.deepEqual(
      await shop.parts.rpc.call(FulfilmentCalls.shipmentsOf, {
        caller: ADMIN,
        orderId: paid.orderId,
      }),
      [],
    );
  });
});

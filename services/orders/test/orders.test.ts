import {
  ORDER_STATUSES,
  OrderCancelledV1,
  OrderPlacedV1,
  OrdersCalls,
  OrderStatusChangedV1,
  PaymentVerifiedV1,
  RefundFailedV1,
  RefundIssuedV1,
  RefundProcessedV1,
  REVENUE_CHART_DAYS,
  type Caller,
  type OrdersSummary,
  type OrderStatus,
  type OrderView,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import {
  callerFor,
  refusal,
  serviceShop,
  SHIPPING_ADDRESS,
  startOrders,
  until,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';

const admin = callerFor('Orders admin', 'admin');
const shop = serviceShop(
  'orders',
  async (env, ns) => ({ orders: await startOrders(env, ns) }),
  RpcClient,
);
let rpc: RpcClient;

/** A verified payment of ₹1,350 (3 × ₹450) for `buyer`, as checkout announces it. */
const payment = (buyer: Caller): PaymentVerifiedV1 => ({
  checkoutId: randomUUID(),
  userId: buyer.userId,
  userName: buyer.name,
  items: [
    {
      productId: randomUUID(),
      name: 'Moringa Powder',
      image: '/images/products/moringa.svg',
      size: '',
      color: '',
      quantity: 3,
      pricePaise: 45_000,
    },
  ],
  shippingAddress: SHIPPING_ADDRESS,
  totalPricePaise: 135_000,
  paymentMethod: 'Razorpay',
  razorpayOrderId: `order_${randomUUID().slice(0, 14)}`,
  razorpayPaymentId: `pay_${randomUUID().slice(0, 14)}`,
  paidAt: new Date().toISOString(),
  via: 'webhook',
});

/** Publishes a payment (twice, as a redelivery) and answers its one order. */
async function placed(buyer: Caller): Promise<{ order: OrderView; paid: PaymentVerifiedV1 }> {
  const paid = payment(buyer);
  await shop.publish(PaymentVerifiedV1, paid, 2);
  const order = await until(
    () =>
      rpc
        .call(OrdersCalls.byCheckout, { caller: buyer, checkoutId: paid.checkoutId })
        .catch(() => undefined),
    10_000,
    'the order',
  );
  return { order, paid };
}

/** The order's history as `actor: from → to (note)`. */
const history = async (id: string) =>
  (await rpc.call(OrdersCalls.history, { caller: admin, id })).map(
    (h) =>
      `${h.actor.replace(/:.*/, '')}: ${h.from ?? '∅'} → ${h.to}${h.note ? ` (${h.note})` : ''}`,
  );
const move = (id: string, status: OrderStatus) =>
  rpc.call(OrdersCalls.adminUpdate, { caller: admin, id, status });

before(async () => {
  await shop.ready;
  ({ rpc } = shop.parts);
});

describe('∅ → Processing: one order per verified payment', () => {
  it('makes exactly one order of a payment delivered twice, and announces it once', async () => {
    const buyer = callerFor('Asha');
    const { order, paid } = await placed(buyer);
    await shop.settled();
    assert.equal(order.status, 'Processing');
    assert.equal(order.isPaid, true);
    assert.equal(order.totalPrice, 1350);
    assert.deepEqual(order.user, { _id: buyer.userId, name: 'Asha' });
    assert.deepEqual(order.shippingAddress, SHIPPING_ADDRESS);
    assert.deepEqual(
      order.orderItems.map((i) => [i.name, i.quantity, i.price]),
      [['Moringa Powder', 3, 450]],
    );
    const mine = await rpc.call(OrdersCalls.mine, { caller: buyer });
    assert.deepEqual(
      mine.map((o) => o._id),
      [order._id],
    );
    const announced = await shop.published(OrderPlacedV1, (e) => e.checkoutId === paid.checkoutId);
    assert.equal(announced.length, 1);
    assert.equal(announced[0]!.data.orderId, order._id);
    assert.deepEqual(await history(order._id), ['payment: ∅ → Processing (paid via webhook)']);
  });

  it('shows an order to its owner and to admins; anyone else gets 404', async () => {
    const buyer = callerFor('Owner');
    const { order, paid } = await placed(buyer);
    const get = (caller: Caller) => rpc.call(OrdersCalls.get, { caller, id: order._id });
    assert.equal((await get(buyer))._id, order._id);
    assert.equal((await get(admin))._id, order._id);
    const stranger = callerFor('Stranger');
    assert.equal((await refusal(get(stranger))).status, 404);
    const theirs = rpc.call(OrdersCalls.byCheckout, {
      caller: stranger,
      checkoutId: paid.checkoutId,
    });
    assert.equal((await refusal(theirs)).status, 404);
  });
});

describe('Processing → Shipped → Delivered, along the table', () => {
  it('refuses a jump with the allowed statuses and leaves the history alone; Delivered is final', async () => {
    const { order } = await placed(callerFor('Status'));
    const jump = await refusal(move(order._id, 'Delivered'));
    assert.equal(jump.status, 409);
    assert.deepEqual(jump.details?.allowed, ['Shipped', 'Cancelled']);
    assert.equal(
      jump.message,
      'A Processing order cannot become Delivered: it can become Shipped or Cancelled',
    );
    assert.equal((await move(order._id, 'Shipped')).status, 'Shipped');
    const delivered = await move(order._id, 'Delivered');
    assert.equal(delivered.isDelivered, true);
    assert.ok(delivered.deliveredAt);
    assert.deepEqual(delivered.allowedStatuses, []);
    const cancel = await refusal(move(order._id, 'Cancelled'));
    assert.equal(cancel.status, 409);
    assert.deepEqual(cancel.details?.allowed, []);
    assert.deepEqual(await history(order._id), [
      'payment: ∅ → Processing (paid via webhook)',
      'admin: Processing → Shipped',
      'admin: Shipped → Delivered',
    ]);
    await shop.settled();
    const changes = await shop.published(OrderStatusChangedV1, (e) => e.orderId === order._id);
    assert.deepEqual(
      changes.map((e) => `${e.data.from} → ${e.data.to}`),
      ['Processing → Shipped', 'Shipped → Delivered'],
    );
    assert.equal((await move(order._id, 'Delivered')).status, 'Delivered', 'asking again');
    assert.equal((await history(order._id)).length, 3, 'changes nothing');
  });
});

describe('→ Cancelled: stock and money go back by event', () => {
  it('asks for the refund by event, records its outcome, then may be deleted', async () => {
    const { order, paid } = await placed(callerFor('Cancel'));
    const summaryBefore = await rpc.call(OrdersCalls.summary, { caller: admin });
    assert.equal((await move(order._id, 'Cancelled')).status, 'Cancelled');
    await shop.settled();
    const [cancelled] = await shop.published(OrderCancelledV1, (e) => e.orderId === order._id);
    assert.equal(cancelled!.data.razorpayPaymentId, paid.razorpayPaymentId, 'refund this payment');
    assert.equal(cancelled!.data.totalPricePaise, 135_000);
    const summary = await rpc.call(OrdersCalls.summary, { caller: admin });
    assert.equal(summary.revenue, summaryBefore.revenue - 1350, 'revenue leaves out cancelled');
    assert.equal(summary.totalOrders, summaryBefore.totalOrders);
    assert.ok(summary.recentOrders.length > 0 && summary.recentOrders.length <= 5);
    // the dashboard's charts: the order moved from Processing to Cancelled, and today's
    // revenue (India time, the last of REVENUE_CHART_DAYS days) lost it too
    const inStatus = (s: OrdersSummary, status: OrderStatus) =>
      s.ordersByStatus.find((x) => x.status === status)!.count;
    assert.equal(inStatus(summary, 'Cancelled'), inStatus(summaryBefore, 'Cancelled') + 1);
    assert.equal(inStatus(summary, 'Processing'), inStatus(summaryBefore, 'Processing') - 1);
    assert.deepEqual(
      summary.ordersByStatus.map((s) => s.status),
      [...ORDER_STATUSES],
    );
    assert.equal(
      summary.ordersByStatus.reduce((n, s) => n + s.count, 0),
      summary.totalOrders,
    );
    assert.equal(summary.revenueByDay.length, REVENUE_CHART_DAYS);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const [last, lastBefore] = [summary.revenueByDay.at(-1)!, summaryBefore.revenueByDay.at(-1)!];
    assert.equal(last.day, today);
    assert.equal(
      new Date(summary.revenueByDay[0]!.day).getTime(),
      new Date(today).getTime() - (REVENUE_CHART_DAYS - 1) * 86_400_000,
    );
    if (lastBefore.day === last.day) assert.equal(last.revenue, lastBefore.revenue - 1350);
    assert.ok(summary.revenueByDay.reduce((n, d) => n + d.revenue, 0) <= summary.revenue + 1e-6);

    const outcome = {
      orderId: order._id,
      checkoutId: paid.checkoutId,
      razorpayPaymentId: paid.razorpayPaymentId,
      amountPaise: 135_000,
    };
    // the refund is requested with the cancellation, and shown on the order
    assert.deepEqual((await history(order._id)).slice(-2), [
      'admin: Processing → Cancelled',
      'refund: Cancelled → Cancelled (refund requested)',
    ]);
    const refundOf = async () =>
      (await rpc.call(OrdersCalls.adminGet, { caller: admin, id: order._id })).refund;
    assert.deepEqual(await refundOf(), { status: 'requested', razorpayRefundId: null });
    // Razorpay's outcome may arrive before its acceptance: the state only moves forward
    await shop.publish(RefundProcessedV1, { ...outcome, razorpayRefundId: 'rfnd_T01' });
    await shop.settled();
    await shop.publish(RefundIssuedV1, { ...outcome, razorpayRefundId: 'rfnd_T01' }, 2);
    await shop.settled();
    assert.deepEqual((await history(order._id)).slice(-3), [
      'refund: Cancelled → Cancelled (refund requested)',
      'refund: Cancelled → Cancelled (refund rfnd_T01 processed)',
      'refund: Cancelled → Cancelled (refund rfnd_T01 pending)',
    ]);
    assert.deepEqual(await refundOf(), { status: 'processed', razorpayRefundId: 'rfnd_T01' });
    const deleted = await rpc.call(OrdersCalls.adminDelete, { caller: admin, id: order._id });
    assert.deepEqual(deleted, { _id: order._id, message: 'Order deleted' });
    const gone = rpc.call(OrdersCalls.adminGet, { caller: admin, id: order._id });
    assert.equal((await refusal(gone)).status, 404);
  });

  it('records a refund that failed for an admin to act on; only a cancelled order may be deleted', async () => {
    const { order, paid } = await placed(callerFor('Failed'));
    const early = await refusal(
      rpc.call(OrdersCalls.adminDelete, { caller: admin, id: order._id }),
    );
    assert.equal(early.status, 409);
    assert.equal(early.message, 'Only a cancelled order can be deleted: cancel it first');
    await move(order._id, 'Cancelled');
    await shop.publish(RefundFailedV1, {
      orderId: order._id,
      checkoutId: paid.checkoutId,
      razorpayPaymentId: paid.razorpayPaymentId,
      amountPaise: 135_000,
      reason: 'Razorpay 400: fully refunded already',
    });
    await shop.settled();
    assert.equal(
      (await history(order._id)).at(-1),
      'refund: Cancelled → Cancelled (refund failed: Razorpay 400: fully refunded already)',
    );
    const shown = await rpc.call(OrdersCalls.adminGet, { caller: admin, id: order._id });
    assert.deepEqual(shown.refund, { status: 'failed', razorpayRefundId: null });
  });
});

describe('admin calls', () => {
  it('are refused on arrival for a caller who is not an admin', async () => {
    const { order } = await placed(callerFor('Nosy'));
    const customer = callerFor('Customer');
    const update = rpc.call(OrdersCalls.adminUpdate, {
      caller: customer,
      id: order._id,
      status: 'Shipped',
    });
    assert.equal((await refusal(update)).status, 403);
    assert.equal((await refusal(rpc.call(OrdersCalls.summary, { caller: customer }))).status, 403);
  });

  it('page the list in the database with the true total', async () => {
    const name = `Pager-${randomUUID().slice(0, 6)}`;
    for (let i = 0; i < 3; i++) await placed(callerFor(name));
    const page = await rpc.call(OrdersCalls.page, {
      caller: admin,
      sort: 'createdAt',
      order: 'ASC',
      offset: 1,
      limit: 1,
      filter: { q: name },
    });
    assert.equal(page.total, 3);
    assert.equal(page.items.length, 1);
    assert.equal(page.items[0]!.user.name, name);
    assert.deepEqual(page.items[0]!.allowedStatuses, ['Shipped', 'Cancelled']);
  });
});

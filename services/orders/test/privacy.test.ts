import {
  ERASED_NAME,
  erasedAddress,
  ErasureDone,
  OrderPlacedV1,
  ProductRatingChangedV1,
  ReviewsCalls,
  type AdminReview,
  OrdersCalls,
  PaymentVerifiedV1,
  PrivacyExportCalls,
  type Caller,
  type OrderView,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import {
  callerFor,
  serviceDatabase,
  serviceShop,
  SHIPPING_ADDRESS,
  startOrders,
  until,
  type ServiceDatabase,
  rowsMentioning as scanRows,
  erasureAnswered,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';

const admin = callerFor('Privacy admin', 'admin');
const shop = serviceShop(
  'ordersprivacy',
  async (env, ns) => ({
    orders: await startOrders(env, ns),
    db: await serviceDatabase(env, ns, 'orders'),
  }),
  RpcClient,
);
let rpc: RpcClient;
let db: ServiceDatabase;

before(async () => {
  await shop.ready;
  ({ rpc, db } = shop.parts);
});

/** The person whose data is erased: their account and the address they ship to. */
const zenobia = { ...callerFor('Zenobia Quarterman'), email: 'zenobia.q@example.test' };
const PHONE = '9123456780';
const KARNATAKA = {
  ...SHIPPING_ADDRESS,
  firstName: 'Zenobia',
  lastName: 'Quarterman',
  address: '7 Marigold Lane',
  city: 'Bengaluru',
  postalCode: '560038',
  state: 'Karnataka',
  phone: PHONE,
};
const RAJASTHAN = { ...KARNATAKA, address: '9 Lake Road', city: 'Udaipur', postalCode: '313001' };
const NEEDLES = ['Zenobia', 'Quarterman', '7 Marigold Lane', '9 Lake Road', PHONE, zenobia.email];

/** A verified payment of ₹1,798 (2 × ₹899 at 12 %) by `buyer` to `address`, and its order. */
async function placed(buyer: Caller, address: typeof KARNATAKA): Promise<OrderView> {
  const paid: PaymentVerifiedV1 = {
    checkoutId: randomUUID(),
    userId: buyer.userId,
    userName: buyer.name,
    items: [
      {
        productId: randomUUID(),
        name: 'Ashwagandha Capsules',
        image: '/images/products/x.svg',
        size: '',
        color: '',
        quantity: 2,
        pricePaise: 89_900,
        hsn: '3004',
        gstRate: 12,
      },
    ],
    shippingAddress: address,
    totalPricePaise: 179_800,
    paymentMethod: 'Razorpay',
    razorpayOrderId: `order_${randomUUID().slice(0, 14)}`,
    razorpayPaymentId: `pay_${randomUUID().slice(0, 14)}`,
    paidAt: new Date().toISOString(),
    via: 'webhook',
  };
  await shop.publish(PaymentVerifiedV1, paid);
  return until(
    () =>
      rpc
        .call(OrdersCalls.byCheckout, { caller: buyer, checkoutId: paid.checkoutId })
        .catch(() => undefined),
    10_000,
    'the order',
  );
}

/** Every row of every table of the orders database that mentions one of `needles`. */
const rowsMentioning = (needles: string[]) =>
  scanRows(db, needles, [
    'orders',
    'order_history',
    'invoices',
    'invoice_counters',
    'reviews',
    'product_ratings',
    'outbox',
  ]);

/** Rows of `table` where `where` holds, as JSON, in a stable order. */
const rowsOf = async (table: string, where: string, values: unknown[]) =>
  (
    await db.query<{ row: Record<string, unknown> }>(
      `SELECT row_to_json(x)::jsonb AS row FROM ${table} x WHERE ${where} ORDER BY 1`,
      values,
    )
  ).rows.map((r) => r.row);

/** Publishes an erasure request of Zenobia (`times` deliveries) and answers the service's. */
const erase = (times = 1) =>
  erasureAnswered(
    shop,
    'orders',
    { userId: zenobia.userId, email: zenobia.email, phone: `91${PHONE}` },
    times,
  );

const exported = async (caller: Caller) =>
  (await rpc.call(PrivacyExportCalls.orders, { caller, email: null, phone: null })) as Record<
    string,
    Record<string, unknown>[]
  >;

describe('privacy: a person’s orders, exported and erased (DPDP)', () => {
  const other = callerFor('Asha Verma');
  let first: OrderView;
  let second: OrderView;
  let theirs: OrderView;
  let review: AdminReview;

  before(async () => {
    first = await placed(zenobia, KARNATAKA);
    second = await placed(zenobia, RAJASTHAN);
    theirs = await placed(other, SHIPPING_ADDRESS);
    // her second order is cancelled by an admin: a credit note, a refund asked, history
    await rpc.call(OrdersCalls.adminUpdate, { caller: admin, id: second._id, status: 'Cancelled' });
    // her first is delivered, and she reviews it (issue 30): the console publishes the review
    for (const status of ['Shipped', 'Delivered'] as const)
      await rpc.call(OrdersCalls.adminUpdate, { caller: admin, id: first._id, status });
    const line = first.orderItems[0]!;
    review = await rpc.call(ReviewsCalls.write, {
      caller: zenobia,
      orderId: first._id,
      review: {
        productId: line.productId,
        variantId: null,
        rating: 5,
        title: 'Sleep came back',
        text: 'Written by Zenobia Quarterman of 7 Marigold Lane.',
        photos: [],
      },
    });
    await rpc.call(ReviewsCalls.moderate, {
      caller: admin,
      id: review._id,
      moderation: { status: 'published' },
    });
    await shop.settled();
  });

  it('exports the caller’s orders and tax documents newest first, nothing of others', async () => {
    const data = await exported(zenobia);
    assert.deepEqual(
      data.orders!.map((o) => [o._id, o.status]),
      [
        [second._id, 'Cancelled'],
        [first._id, 'Delivered'],
      ],
    );
    assert.deepEqual(
      (data.reviews as unknown as AdminReview[]).map((r) => [r._id, r.author, r.status, r.rating]),
      [[review._id, 'Zenobia Q.', 'published', 5]],
      'her review, as she wrote it',
    );
    assert.deepEqual(data.orders![1]!.shippingAddress, KARNATAKA);
    const cancelled = await rpc.call(OrdersCalls.get, { caller: zenobia, id: second._id });
    assert.deepEqual(
      data.taxDocuments!.map((d) => [d.kind, d.number, d.orderId, d.amount]),
      [
        ['credit-note', cancelled.creditNoteNumber, second._id, 1798],
        ['invoice', second.invoiceNumber, second._id, 1798],
        ['invoice', first.invoiceNumber, first._id, 1798],
      ],
    );
    assert.ok(!JSON.stringify(data).includes(other.userId), 'nothing of the other shopper');
    assert.ok(!JSON.stringify(data).includes('snapshot'), 'numbers, not the stored snapshots');
    assert.deepEqual(await exported(callerFor('Nobody')), {
      orders: [],
      reviews: [],
      taxDocuments: [],
    });
  });

  it('anonymises her orders, keeps the invoices and the revenue, and answers done', async () => {
    const where = 'user_id = $1';
    const hers = await rowsOf('orders', where, [zenobia.userId]);
    const othersBefore = await rowsOf('orders', where, [other.userId]);
    const invoicesBefore = await rowsOf('invoices', 'true', []);
    const historyBefore = await rowsOf('order_history', 'true', []);
    const summary = await rpc.call(OrdersCalls.summary, { caller: admin });
    const sum = () => db.query('SELECT sum(total_paise)::int AS t FROM orders');
    const totalBefore = (await sum()).rows;
    assert.ok((await rowsMentioning(NEEDLES)).some((r) => r.table === 'orders'));
    const { rows: published } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox WHERE envelope::text LIKE $1`,
      [`%${zenobia.userId}%`],
    );
    assert.ok(published[0]!.n >= 4, 'her orders’ events were published');

    assert.ok((await rowsMentioning(NEEDLES)).some((r) => r.table === 'reviews'));
    const done = await erase(2);
    assert.deepEqual(done.erased, { orders: 2, reviews: 1, publishedEvents: published[0]!.n });
    // her review is gone, and its product rated afresh: nothing published is left of it
    const [rerated] = await until(async () => {
      const found = await shop.published(
        ProductRatingChangedV1,
        (e) => e.productId === review.productId && e.numReviews === 0,
      );
      return found.length ? found : undefined;
    });
    assert.deepEqual([rerated!.data.rating, rerated!.data.numReviews], [0, 0]);
    assert.equal(done.service, 'orders');
    assert.match(done.kept[0]!, /GST invoices and credit notes \(3\).*8 years/);

    // only the tax documents, kept as issued, still name her
    const left = await rowsMentioning(NEEDLES);
    assert.deepEqual(
      left.map((r) => r.table),
      ['invoices', 'invoices', 'invoices'],
    );
    assert.deepEqual(await rowsOf('invoices', 'true', []), invoicesBefore, 'invoices unchanged');
    assert.deepEqual(
      await rowsOf('orders', where, [zenobia.userId]),
      hers.map((o) => ({
        ...o,
        user_name: ERASED_NAME,
        shipping_address: erasedAddress((o.shipping_address as { state: string }).state),
      })),
      'only the name and the address changed',
    );
    assert.deepEqual(await rowsOf('orders', where, [other.userId]), othersBefore);
    assert.deepEqual(await rowsOf('order_history', 'true', []), historyBefore);
    assert.deepEqual((await sum()).rows, totalBefore, 'the sum of the orders’ totals');
    const now = await rpc.call(OrdersCalls.summary, { caller: admin });
    assert.equal(now.revenue, summary.revenue);
    assert.deepEqual(now.revenueByDay, summary.revenueByDay);

    const { rows: mentions } = await db.query<{ type: string }>(
      `SELECT type FROM outbox WHERE envelope::text LIKE $1`,
      [`%${zenobia.userId}%`],
    );
    assert.deepEqual(
      mentions.map((r) => r.type),
      [ErasureDone.orders.type],
      'her published events keep only their id and type',
    );
    const [placedTheirs] = await shop.published(OrderPlacedV1, (e) => e.orderId === theirs._id);
    const { rows: theirEvent } = await db.query<{ envelope: { data: { userName: string } } }>(
      'SELECT envelope FROM outbox WHERE id = $1',
      [placedTheirs!.id],
    );
    assert.equal(theirEvent[0]!.envelope.data.userName, 'Asha Verma', 'others’ events stay whole');

    const after = await exported(zenobia);
    assert.equal(after.orders!.length, 2);
    assert.deepEqual(after.orders![1]!.user, { _id: zenobia.userId, name: ERASED_NAME });
    assert.equal(after.taxDocuments!.length, 3);

    // a second request finds nothing more and still answers done
    const again = await erase();
    assert.equal(again.erased.orders, 0);
  });

  it('makes an order paid after her erasure (a late payment) without her name or address', async () => {
    const late = await placed(zenobia, KARNATAKA);
    assert.deepEqual(late.user, { _id: zenobia.userId, name: ERASED_NAME });
    assert.deepEqual(late.shippingAddress, erasedAddress('Karnataka'));
    const [event] = await shop.published(OrderPlacedV1, (e) => e.orderId === late._id);
    assert.ok(!NEEDLES.some((n) => JSON.stringify(event).includes(n)), 'its event names nobody');
  });
});

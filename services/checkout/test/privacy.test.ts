import {
  CheckoutCalls,
  ERASED_NAME,
  erasedAddress,
  ErasureDone,
  OrderCancelledV1,
  PaymentVerifiedV1,
  PrivacyExportCalls,
  RefundIssuedV1,
  type Caller,
  type CheckoutView,
  type Product,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { createSandbox, DEFAULT_CONFIG } from '@arogya/razorpay-sandbox';
import {
  callerFor,
  catalogProduct,
  payInSandbox,
  serviceDatabase,
  serviceShop,
  SHIPPING_ADDRESS,
  startCatalog,
  startCheckout,
  until,
  type ServiceDatabase,
  rowsMentioning as scanRows,
  erasureAnswered,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';

const shop = serviceShop(
  'checkoutprivacy',
  async (env, ns, own) => {
    const sandbox = own(await createSandbox({ ...DEFAULT_CONFIG, port: 0 }));
    const [catalog, checkout] = await Promise.all([
      startCatalog(env, ns, { CATALOG_SEED: 'false' }),
      startCheckout(env, ns, { RAZORPAY_API_BASE: sandbox.url, RECONCILE_AFTER_MS: '60000' }),
    ]);
    return { catalog, checkout, sandbox, db: await serviceDatabase(env, ns, 'checkout') };
  },
  RpcClient,
);
let rpc: RpcClient;
let db: ServiceDatabase;
let tulsi: Product;

before(async () => {
  await shop.ready;
  ({ rpc, db } = shop.parts);
  tulsi = await catalogProduct(rpc, { name: 'Tulsi Drops', price: 249.5, countInStock: 1000 });
});

/** The person whose data is erased: their account and the address they ship to. */
const zenobia = { ...callerFor('Zenobia Quarterman'), email: 'zenobia.q@example.test' };
const PHONE = '9123456780';
const ADDRESS = {
  ...SHIPPING_ADDRESS,
  firstName: 'Zenobia',
  lastName: 'Quarterman',
  address: '7 Marigold Lane',
  phone: PHONE,
};
/** What must be gone from every table afterwards. */
const NEEDLES = ['Zenobia', 'Quarterman', '7 Marigold Lane', PHONE, zenobia.email];

const checkoutOf = (caller: Caller, address: typeof ADDRESS, quantity: number, coupon = false) =>
  rpc.call(CheckoutCalls.create, {
    caller,
    items: [{ productId: tulsi._id, quantity, size: '', color: '' }],
    shippingAddress: address,
    claimedTotalPaise: null,
    couponCode: coupon ? 'WELCOME10' : null,
    paymentMethod: 'Razorpay',
  });

/** A paid checkout of `caller` whose order was then cancelled: refunded in the sandbox. */
async function paidAndRefunded(caller: Caller, address: typeof ADDRESS, coupon = false) {
  const c = await checkoutOf(caller, address, 2, coupon);
  const order = await rpc.call(CheckoutCalls.paymentOrder, {
    caller,
    id: c._id,
    claimedAmountPaise: null,
  });
  const popup = await payInSandbox(shop.parts.sandbox.url, order.id);
  const paid = await rpc.call(CheckoutCalls.verify, {
    caller,
    orderId: popup.razorpay_order_id,
    paymentId: popup.razorpay_payment_id,
    signature: popup.razorpay_signature,
  });
  assert.equal(paid.success, true);
  const orderId = randomUUID();
  await shop.publish(OrderCancelledV1, {
    orderId,
    checkoutId: c._id,
    userId: caller.userId,
    items: [],
    totalPricePaise: order.amount,
    razorpayPaymentId: popup.razorpay_payment_id,
  });
  await until(
    async () =>
      (await shop.published(RefundIssuedV1, (e) => e.orderId === orderId)).length > 0 || undefined,
    15_000,
    'the refund to be issued',
  );
  return { checkout: c, orderId };
}

/** Every row of every table of the checkout database that mentions one of `needles`. */
const rowsMentioning = (needles: string[]) =>
  scanRows(db, needles, [
    'checkouts',
    'checkout_history',
    'refunds',
    'disputes',
    'coupon_redemptions',
  ]);

/**
 * Rows of `table` where `where` holds, as JSON, in a stable order; without what reconciliation
 * may write meanwhile (when it last asked Razorpay).
 */
const rowsOf = async (table: string, where: string, values: unknown[]) =>
  (
    await db.query<{ row: Record<string, unknown> }>(
      `SELECT row_to_json(x)::jsonb - 'last_reconciled_at' - 'reconcile_misses' AS row
         FROM ${table} x WHERE ${where} ORDER BY 1`,
      values,
    )
  ).rows.map((r) => r.row);

/** Publishes an erasure request of Zenobia (`times` deliveries) and answers the service's. */
const erase = (times = 1) =>
  erasureAnswered(
    shop,
    'checkout',
    { userId: zenobia.userId, email: zenobia.email, phone: `91${PHONE}` },
    times,
  );

describe('privacy: a person’s checkouts, exported and erased (DPDP)', () => {
  const other = callerFor('Asha Verma');
  let mine: { checkout: CheckoutView; orderId: string };
  let open: CheckoutView;
  let theirs: { checkout: CheckoutView; orderId: string };

  before(async () => {
    mine = await paidAndRefunded(zenobia, ADDRESS, true);
    open = await checkoutOf(zenobia, ADDRESS, 1);
    theirs = await paidAndRefunded(other, SHIPPING_ADDRESS);
    await shop.settled();
    // what admins write of refunds made by hand: her number in a reference, and her name where
    // she, as staff, recorded another's refund (`Name (id)`)
    await db.query(`UPDATE refunds SET resolution_reference = $2 WHERE checkout_id = $1`, [
      mine.checkout._id,
      `UPI to ${PHONE} (Zenobia Quarterman)`,
    ]);
    await db.query(`UPDATE refunds SET resolved_by = $2 WHERE checkout_id = $1`, [
      theirs.checkout._id,
      `Zenobia Quarterman (${zenobia.userId})`,
    ]);
  });

  it('exports the caller’s checkouts, coupon uses and refunds newest first, nothing of others', async () => {
    const data = (await rpc.call(PrivacyExportCalls.checkout, {
      caller: zenobia,
      email: zenobia.email,
      phone: null,
    })) as Record<string, Record<string, unknown>[]>;
    assert.deepEqual(
      data.checkouts!.map((c) => [c._id, c.status]),
      [
        [open._id, 'created'],
        [mine.checkout._id, 'paid'],
      ],
    );
    assert.deepEqual(data.checkouts![1]!.shippingAddress, ADDRESS);
    assert.match(String(data.checkouts![1]!.razorpayPaymentId), /^pay_/);
    assert.deepEqual(
      data.couponRedemptions!.map((r) => [r.checkoutId, r.code, r.status]),
      [[mine.checkout._id, 'WELCOME10', 'released']],
    );
    assert.deepEqual(
      data.refunds!.map((r) => [r.orderId, r.amount]),
      [[mine.orderId, mine.checkout.totalPrice]],
    );
    assert.deepEqual(data.disputes, []);
    assert.ok(!JSON.stringify(data).includes(other.userId), 'nothing of the other shopper');
    assert.ok(!JSON.stringify(data).includes('resolution'), 'no internal notes');
    const nobody = await rpc.call(PrivacyExportCalls.checkout, {
      caller: callerFor('Nobody'),
      email: null,
      phone: null,
    });
    assert.deepEqual(nobody, { checkouts: [], couponRedemptions: [], refunds: [], disputes: [] });
  });

  it('anonymises her checkouts, blanks what names her, keeps the money, and answers done', async () => {
    const where = 'user_id = $1';
    const hers = await rowsOf('checkouts', where, [zenobia.userId]);
    const othersBefore = await rowsOf('checkouts', where, [other.userId]);
    const totalBefore = await db.query('SELECT sum(total_paise)::int AS t FROM checkouts');
    const refundsBefore = await rowsOf('refunds', 'true', []);
    assert.ok((await rowsMentioning(NEEDLES)).length > 0, 'the scan sees her data');
    const published = await db.query(
      `SELECT count(*)::int AS n FROM outbox WHERE envelope::text LIKE $1`,
      [`%${zenobia.userId}%`],
    );
    assert.ok(published.rows[0].n >= 3, 'her checkouts’ events were published');

    const done = await erase(2);
    assert.equal(done.service, 'checkout');
    assert.equal(done.erased.checkouts, 2);
    assert.equal(done.erased.refundNotes, 2);
    assert.equal(done.erased.publishedEvents, published.rows[0].n);
    assert.ok(done.kept.some((k) => /Razorpay/.test(k)));

    assert.deepEqual(await rowsMentioning(NEEDLES), [], 'nothing names her anywhere');
    const after = await rowsOf('checkouts', where, [zenobia.userId]);
    assert.deepEqual(
      after,
      hers.map((c) => ({
        ...c,
        user_name: ERASED_NAME,
        shipping_address: erasedAddress('Rajasthan'),
      })),
      'only the name and the address changed',
    );
    assert.deepEqual(await rowsOf('checkouts', where, [other.userId]), othersBefore);
    assert.deepEqual(
      (await db.query('SELECT sum(total_paise)::int AS t FROM checkouts')).rows,
      totalBefore.rows,
    );
    const refunds = await rowsOf('refunds', 'true', []);
    assert.deepEqual(
      refunds.map((r) => [r.id, r.checkout_id, r.amount_paise, r.razorpay_payment_id]),
      refundsBefore.map((r) => [r.id, r.checkout_id, r.amount_paise, r.razorpay_payment_id]),
    );
    const text = (id: string) => refunds.find((r) => r.order_id === id)!;
    assert.equal(text(mine.orderId).resolution_reference, 'UPI to (erased) ((erased))');
    assert.equal(text(theirs.orderId).resolved_by, `(erased) (${zenobia.userId})`);

    const left = await db.query<{ type: string }>(
      `SELECT type FROM outbox WHERE envelope::text LIKE $1`,
      [`%${zenobia.userId}%`],
    );
    assert.deepEqual(
      left.rows.map((r) => r.type),
      [ErasureDone.checkout.type],
      'her published events keep only their id and type',
    );
    const [theirPayment] = await shop.published(
      PaymentVerifiedV1,
      (e) => e.checkoutId === theirs.checkout._id,
    );
    const { rows: theirRow } = await db.query(`SELECT envelope FROM outbox WHERE id = $1`, [
      theirPayment!.id,
    ]);
    assert.equal(theirRow[0].envelope.data.userName, 'Asha Verma', 'others’ events stay whole');

    const exported = (await rpc.call(PrivacyExportCalls.checkout, {
      caller: zenobia,
      email: null,
      phone: null,
    })) as Record<string, Record<string, unknown>[]>;
    assert.equal(exported.checkouts!.length, 2);
    assert.deepEqual(exported.checkouts![0]!.shippingAddress, erasedAddress('Rajasthan'));

    // a second request finds nothing more and still answers done
    const again = await erase();
    assert.equal(again.erased.checkouts, 0);
    assert.equal(again.erased.refundNotes, 0);
  });
});

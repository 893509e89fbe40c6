// Issue 33, DPDP: what fulfilment holds of a person (where their orders go) exported, and on an
// erasure request gone once, the orders' lines and states kept under the account id; answered
// with fulfilment's own erasure-done. Against the running PostgreSQL, NATS and Redis.
import {
  ErasureDone,
  erasedAddress,
  FulfilmentCalls,
  type ClaimView,
  OrderPlacedV1,
  PrivacyExportCalls,
  type Caller,
  type DeliveryIssueSummary,
  type OrderToShip,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import {
  erasureAnswered,
  rowsMentioning,
  serviceDatabase,
  serviceShop,
  SHIPPING_ADDRESS,
  startFulfilment,
  type ServiceDatabase,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';

const shop = serviceShop(
  'fulpriv',
  async (env, ns) => ({
    fulfilment: await startFulfilment(env, ns),
    db: await serviceDatabase(env, ns, 'fulfilment'),
  }),
  RpcClient,
);
let db: ServiceDatabase;
const ADMIN: Caller = { userId: randomUUID(), role: 'admin', name: 'Staff' };
const shopper = (name: string): Caller => ({ userId: randomUUID(), role: 'customer', name });

/** A paid order of `who` to a street and phone of their own. */
async function placed(who: Caller, street: string, phone: string) {
  const orderId = randomUUID();
  await shop.publish(OrderPlacedV1, {
    orderId,
    checkoutId: randomUUID(),
    userId: who.userId,
    items: [
      {
        productId: randomUUID(),
        name: 'Triphala Churna',
        size: '100 g',
        color: '',
        quantity: 1,
        pricePaise: 19_900,
      },
    ],
    totalPricePaise: 19_900,
    shippingAddress: { ...SHIPPING_ADDRESS, firstName: who.name, address: street, phone },
    paymentMethod: 'Razorpay',
    placedAt: new Date().toISOString(),
  });
  return orderId;
}

const exported = async (who: Caller) =>
  (await shop.parts.rpc.call(PrivacyExportCalls.fulfilment, {
    caller: who,
    email: null,
    phone: null,
  })) as {
    ordersToShip: OrderToShip[];
    deliveryIssues: (DeliveryIssueSummary & {
      orderId: string;
      phone: string | null;
      address: string | null;
    })[];
    claims: ClaimView[];
  };

/**
 * A failed delivery of `orderId` for which the shopper corrected their phone and address (as a
 * re-attempt writes it: the courier sandbox is not part of this file's shop).
 */
async function failedDelivery(orderId: string, phone: string, address: string) {
  const shipmentId = randomUUID();
  await db.query(
    `INSERT INTO shipments (id, order_id, status, courier, lines, cod, collect_paise,
       weight_grams, length_cm, breadth_cm, height_cm, awb)
     VALUES ($1, $2, 'undelivered', 'shiprocket', '[]', false, 0, 500, 20, 15, 10, $3)`,
    [shipmentId, orderId, `AWB${shipmentId.slice(0, 8)}`],
  );
  await db.query(
    `INSERT INTO delivery_issues (id, shipment_id, order_id, attempt, reason, failed_at, state,
       decided_by, decided_at, deferred_date, phone, address)
     VALUES ($1, $2, $3, 1, 'Customer not available', now(), 're-attempt', 'shopper', now(),
       current_date + 1, $4, $5)`,
    [randomUUID(), shipmentId, orderId, phone, address],
  );
}

/** A claim of `who` on `orderId` in their own words, with a photo (as the claims service writes it). */
async function claimed(orderId: string, who: Caller, note: string) {
  await db.query(
    `INSERT INTO claims (id, order_id, user_id, customer_name, lines, reason, remedy, note, photos,
       status)
     VALUES ($1, $2, $3, $4, '[]', 'damaged', 'replacement', $5, $6, 'submitted')`,
    [randomUUID(), orderId, who.userId, who.name, note, [`/uploads/${randomUUID()}.png`]],
  );
}

before(async () => {
  await shop.ready;
  db = shop.parts.db;
});

describe('privacy: where a person’s orders go, exported and erased (issue 33, DPDP)', () => {
  it('exports the caller’s orders to ship, and nothing of anyone else', async () => {
    const [asha, ravi] = [shopper('Asha Export'), shopper('Ravi Export')];
    const mine = await placed(asha, '4 Fateh Sagar Road', '9811111111');
    await placed(ravi, '9 Jagdish Chowk', '9822222222');
    await shop.settled();
    await failedDelivery(mine, '919811111199', 'Behind the lake gate');
    await claimed(mine, asha, 'The box came crushed at the corner.');
    const part = await exported(asha);
    assert.deepEqual(
      part.ordersToShip.map((o) => [o.orderId, o.shipTo.address, o.lines[0]?.price]),
      [[mine, '4 Fateh Sagar Road', 199]],
    );
    // a failed delivery, with what the shopper corrected for it
    assert.deepEqual(
      part.deliveryIssues.map((i) => [i.orderId, i.attempt, i.reason, i.state, i.phone, i.address]),
      [[mine, 1, 'Customer not available', 're-attempt', '919811111199', 'Behind the lake gate']],
    );
    // a claim in the shopper's words, with its photo
    assert.deepEqual(
      part.claims.map((c) => [c.orderId, c.reason, c.note, c.photos.length, c.status]),
      [[mine, 'damaged', 'The box came crushed at the corner.', 1, 'submitted']],
    );
    assert.deepEqual(await exported(shopper('Nobody')), {
      ordersToShip: [],
      deliveryIssues: [],
      claims: [],
    });
  });

  it('erases the address once, keeps the order to ship under the account id, leaves others alone, and answers done', async () => {
    const [meera, other] = [shopper('Meera Erase'), shopper('Other Shopper')];
    const orderId = await placed(meera, '77 Hiran Magri Sector 4', '9833333333');
    await placed(other, '5 Chetak Circle', '9844444444');
    await shop.settled();
    await failedDelivery(orderId, '919833333399', 'Near the old well, Hiran Magri');
    await claimed(orderId, meera, 'My neighbour Kamla Bai saw the parcel torn open.');
    const needles = [
      meera.userId,
      'Kamla Bai',
      'Meera Erase',
      '77 Hiran Magri Sector 4',
      '9833333333',
      '919833333399',
      'Near the old well',
    ];
    assert.ok((await rowsMentioning(db, needles.slice(1))).length > 0, 'the scan sees them');

    // delivered twice (a redelivery): the inbox handles it once
    const who = { userId: meera.userId, email: null, phone: '919833333333' };
    const done = await erasureAnswered(shop, 'fulfilment', who, 2);
    assert.deepEqual(done, {
      requestId: done.requestId,
      userId: meera.userId,
      service: 'fulfilment',
      erased: { ordersToShip: 1, deliveryIssues: 1, claims: 1, publishedEvents: 0 },
      kept: done.kept,
    });
    assert.ok(done.kept.length > 0, 'says what it keeps');
    const answers = await shop.published(
      ErasureDone.fulfilment,
      (d) => d.requestId === done.requestId,
    );
    assert.equal(answers.length, 1, 'one answer for one request');
    assert.deepEqual(
      await rowsMentioning(db, needles.slice(1)),
      [],
      'no name, street, phone or words left',
    );
    const [claim] = (
      await db.query('SELECT photos, status FROM claims WHERE order_id = $1', [orderId])
    ).rows as { photos: string[]; status: string }[];
    assert.deepEqual(claim, { photos: [], status: 'submitted' }, 'the claim kept, its photos gone');

    // still to ship, to nobody in particular (the state kept for the GST register)
    const waiting = await shop.parts.rpc.call(FulfilmentCalls.toShip, { caller: ADMIN });
    const kept = waiting.find((o) => o.orderId === orderId);
    assert.deepEqual(kept?.shipTo, erasedAddress(SHIPPING_ADDRESS.state));
    assert.equal(kept?.lines[0]?.name, 'Triphala Churna');
    assert.equal(
      waiting.find((o) => o.userId === other.userId)?.shipTo.address,
      '5 Chetak Circle',
      'another person’s order is untouched',
    );
    // a second request finds nothing more and still answers done
    const again = await erasureAnswered(shop, 'fulfilment', who);
    assert.equal(again.service, 'fulfilment');
  });
});

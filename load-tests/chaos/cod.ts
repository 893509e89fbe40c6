// Issue 32: cash-on-delivery purchases among the chaos run's checkouts. A customer checks one
// product out for cash on delivery and places it without Razorpay; its order awaits a code.
// Half are confirmed by staff after a random wait of up to the code's lifetime (so that some
// race the job that cancels an unconfirmed order); the rest are left to that job.
import type { CheckoutView, OrderView } from '@arogya/contracts';
import { performance } from 'node:perf_hooks';
import { heldLines } from '../bench/holds.js';
import { readJson as json, type HttpClient } from '../bench/http.js';
import type { Recorder } from '../bench/runner.js';
import { ADDRESS, emptyCart, pick, POLL_MS, type CheckoutTarget } from '../bench/scenarios.js';

export const COD_STEPS = ['cod-checkout', 'cod-place', 'cod-order listed', 'cod-confirm'] as const;

/** How long the order may take to be listed. */
const LISTED_WITHIN_MS = 15_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Staff, for the confirmations: an admin's token, and how long a code is valid. */
export interface CodStaff {
  api: HttpClient;
  token: string;
  confirmTtlMs: number;
}

/** One cash-on-delivery purchase by a free customer of `t` (see the file's comment). */
export async function codPurchase(t: CheckoutTarget, rec: Recorder, staff: CodStaff) {
  const token = t.customers!.take();
  try {
    await buyInCash(t, rec, token, staff);
  } finally {
    t.customers!.give(token);
  }
}

async function buyInCash(t: CheckoutTarget, rec: Recorder, token: string, staff: CodStaff) {
  const { api } = t;
  if (t.emptyCartFirst) await emptyCart(api, token, rec);
  const product = pick(t.pool);
  await rec.call('add-to-cart', 200, () =>
    api.request('POST', '/api/cart', { json: { productId: product._id, quantity: 1 }, token }),
  );
  const created = await rec.call('cod-checkout', 201, () =>
    api.request('POST', '/api/checkout', {
      token,
      json: {
        checkoutItems: [{ productId: product._id, quantity: 1 }],
        shippingAddress: ADDRESS,
        paymentMethod: 'COD',
      },
    }),
  );
  const answer = json<CheckoutView>(created);
  t.held.add(heldLines(answer));
  await rec.call('cod-place', 200, () =>
    api.request('POST', `/api/checkout/${answer._id}/place`, { token }),
  );
  const placedAt = performance.now();
  let order: OrderView | undefined;
  while (!order) {
    // a fault may answer 5xx or drop the connection for a while: asked again until the deadline
    const r = await api.get('/api/orders/my-orders', token).catch(() => undefined);
    if (r?.status === 200) order = json<OrderView[]>(r).find((o) => o.checkoutId === answer._id);
    if (!order && performance.now() - placedAt > LISTED_WITHIN_MS) {
      rec.fail('cod-order listed', `not listed within ${LISTED_WITHIN_MS / 1000} s`);
      return;
    }
    if (!order) await sleep(POLL_MS * 5);
  }
  rec.ok('cod-order listed', performance.now() - placedAt);
  if (Math.random() < 0.5) return; // left to the job that cancels it unconfirmed
  await sleep(Math.random() * staff.confirmTtlMs * 1.2);
  const t0 = performance.now();
  try {
    const r = await staff.api.request('PUT', `/api/admin/orders/${order._id}`, {
      token: staff.token,
      json: { status: 'Processing' },
    });
    // 409: the job cancelled it first (or a confirmation raced this one): the invariants say
    // whether the order ended one way only
    if (r.status === 200 || r.status === 409) rec.ok('cod-confirm', performance.now() - t0);
    else rec.fail('cod-confirm', `${r.status} ${r.body.slice(0, 140)}`);
  } catch (err) {
    rec.fail('cod-confirm', `socket: ${(err as Error).message}`);
  }
}

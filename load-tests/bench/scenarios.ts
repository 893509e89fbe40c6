// The k6 scenarios of `k6/shop.ts` (browse, cart, checkout), as iterations for the local
// runner: the same API calls with the same bodies, each step named by its k6 `name` tag.
import {
  newGuestId,
  PRODUCT_CATEGORIES,
  type CartLine,
  type CheckoutView,
  type OrderView,
  type Product,
} from '@arogya/contracts';
import { createHmac, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { heldLines, type Held } from './holds.js';
import { readJson as json, type HttpClient, type Reply } from './http.js';
import type { Recorder } from './runner.js';

export const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const BROWSE_STEPS = ['category', 'search', 'product', 'similar'] as const;
/** `turmerik` is misspelt on purpose: it takes the typo-forgiving (trigram) search path. */
const SEARCHES = ['ashwagandha', 'protein', 'moringa', 'yoga', 'turmerik'];

/** Browse: a category page, a search, a product and its similar products. */
export async function browse(api: HttpClient, pool: readonly Product[], rec: Recorder) {
  const category = encodeURIComponent(pick(PRODUCT_CATEGORIES));
  await rec.call('category', 200, () => api.get(`/api/products?category=${category}&limit=24`));
  await rec.call('search', 200, () => api.get(`/api/products?search=${pick(SEARCHES)}`));
  const id = pick(pool)._id;
  await rec.call('product', 200, () => api.get(`/api/products/${id}`));
  await rec.call('similar', 200, () => api.get(`/api/products/similar/${id}`));
}

export const CART_STEPS = ['add-to-cart', 'update-cart', 'read-cart'] as const;

/** Cart: a new guest adds two products, sets a quantity and reads the cart. */
export async function cart(api: HttpClient, pool: readonly Product[], rec: Recorder) {
  const guestId = newGuestId();
  const [a, b] = [pick(pool), pick(pool)];
  for (const p of [a, b]) {
    await rec.call('add-to-cart', 200, () =>
      api.request('POST', '/api/cart', { json: { productId: p._id, quantity: 1, guestId } }),
    );
  }
  await rec.call('update-cart', 200, () =>
    api.request('PUT', '/api/cart', { json: { productId: a._id, quantity: 1, guestId } }),
  );
  await rec.call(
    'read-cart',
    200,
    () => api.get(`/api/cart?guestId=${guestId}`),
    (r) => (json<{ products?: unknown[] }>(r).products?.length ? undefined : 'the cart is empty'),
  );
}

export const CHECKOUT_STEPS = [
  'register',
  'add-to-cart',
  'create-checkout',
  'create-order',
  'sandbox-pay',
  'verify-payment',
  'mark-paid',
  'finalize',
  'verified→order listed',
  'verified→cart cleared',
] as const;

/** The shop a checkout pays in, and the stock its checkouts held. */
export interface CheckoutTarget {
  api: HttpClient;
  /** The Razorpay sandbox, where the shopper "pays". */
  sandbox: HttpClient;
  /** The sandbox's key secret, to check its signatures the way Razorpay signs. */
  keySecret: string;
  pool: readonly Product[];
  /**
   * Units held by every checkout created, per product and per variant (the stock accounting
   * check): the lines of each checkout's answer, which name the variant the catalog held.
   */
  held: Held;
  /** Customers registered before the clock started; without, each iteration registers one. */
  customers?: Customers;
  /**
   * Each purchase first removes what the customer's cart holds (the chaos run: an earlier
   * purchase of the same customer may have failed halfway, leaving its lines there).
   */
  emptyCartFirst?: boolean;
}

/**
 * Signed-in customers made before a run, so that sign-up (deliberately slow: argon2) stays
 * out of the checkout figures. An iteration takes a free one and gives it back at the end.
 */
export class Customers {
  private readonly free: string[] = [];

  /** Registers `n` customers, a few at a time. */
  static async register(api: HttpClient, n: number): Promise<Customers> {
    const pool = new Customers();
    let next = 0;
    const worker = async () => {
      while (next < n) {
        next++;
        const reg = await api.request('POST', '/api/users/register', {
          json: {
            name: 'Load Tester',
            email: `bench-${randomUUID()}@load.test`,
            password: 'load-test-pass',
          },
        });
        if (reg.status !== 201)
          throw new Error(`register: ${reg.status} ${reg.body.slice(0, 140)}`);
        pool.free.push(json<{ token: string }>(reg).token);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    return pool;
  }

  get size(): number {
    return this.free.length;
  }

  /** A free customer's token (there must be one: size the pool to the VUs). */
  take(): string {
    const token = this.free.pop();
    if (!token) throw new Error('No free customer: the pool is smaller than the VUs');
    return token;
  }

  give(token: string): void {
    this.free.push(token);
  }
}

/** How often the shopper's page looks for the order and the cleared cart. */
export const POLL_MS = 20;
/** How long the order and the cleared cart may take before the step counts as failed. */
const EVENT_PATH_TIMEOUT_MS = 15_000;

/** Where every bench checkout ships. */
export const ADDRESS = {
  firstName: 'Load',
  lastName: 'Tester',
  address: '1 Benchmark Road',
  city: 'Udaipur',
  postalCode: '313001',
  country: 'INDIA',
  phone: '9000000000',
};

interface Payment {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/**
 * Checkout: a new customer registers, puts one or two products in the cart, checks them out,
 * pays in the sandbox, verifies (signature checked here too), marks the checkout paid and
 * finalizes it; meanwhile, from the moment the payment was verified, the page polls until the
 * order is listed in "my orders" and the cart is empty (the event path), timed as two steps.
 */
export async function checkout(t: CheckoutTarget, rec: Recorder) {
  if (!t.customers) {
    const email = `bench-${randomUUID()}@load.test`;
    const reg = await rec.call('register', 201, () =>
      t.api.request('POST', '/api/users/register', {
        json: { name: 'Load Tester', email, password: 'load-test-pass' },
      }),
    );
    return buy(t, rec, json<{ token: string }>(reg).token);
  }
  const token = t.customers.take();
  try {
    await buy(t, rec, token);
  } finally {
    t.customers.give(token);
  }
}

/** Removes every line of the signed-in customer's cart (`PUT /api/cart`, quantity 0). */
export async function emptyCart(api: HttpClient, token: string, rec: Recorder) {
  const cart = json<{ products?: CartLine[] }>(
    await rec.call('empty-cart', 200, () => api.get('/api/cart', token)),
  );
  for (const { productId, size, color } of cart.products ?? []) {
    await rec.call('empty-cart', 200, () =>
      api.request('PUT', '/api/cart', { token, json: { productId, size, color, quantity: 0 } }),
    );
  }
}

/** A signed-in customer's purchase, from the cart to the order (see `checkout`). */
async function buy(t: CheckoutTarget, rec: Recorder, token: string) {
  const { api } = t;
  if (t.emptyCartFirst) await emptyCart(api, token, rec);
  const first = pick(t.pool);
  const second = pick(t.pool);
  const items = Math.random() < 0.5 || second._id === first._id ? [first] : [first, second];
  for (const p of items) {
    await rec.call('add-to-cart', 200, () =>
      api.request('POST', '/api/cart', { json: { productId: p._id, quantity: 1 }, token }),
    );
  }
  const created = await rec.call('create-checkout', 201, () =>
    api.request('POST', '/api/checkout', {
      token,
      json: {
        checkoutItems: items.map((p) => ({ productId: p._id, quantity: 1 })),
        shippingAddress: ADDRESS,
        paymentMethod: 'Razorpay',
      },
    }),
  );
  const answer = json<CheckoutView>(created);
  t.held.add(heldLines(answer));
  const checkoutId = answer._id;
  const order = json<{ id: string; key: string }>(
    await rec.call('create-order', 200, () =>
      api.request('POST', '/api/createOrder', { token, json: { courseId: checkoutId } }),
    ),
  );
  const payment = json<Payment>(
    await rec.call(
      'sandbox-pay',
      200,
      () =>
        t.sandbox.request('POST', '/sandbox/pay', {
          json: { key: order.key, order_id: order.id, outcome: 'success' },
        }),
      (r) => {
        const p = json<Payment>(r);
        const expected = createHmac('sha256', t.keySecret)
          .update(`${p.razorpay_order_id}|${p.razorpay_payment_id}`)
          .digest('hex');
        return p.razorpay_signature === expected
          ? undefined
          : 'signature is not the HMAC-SHA256 of order_id|payment_id';
      },
    ),
  );
  await rec.call(
    'verify-payment',
    200,
    () =>
      api.request('POST', '/api/verifyPayment', {
        token,
        json: {
          order_id: payment.razorpay_order_id,
          payment_id: payment.razorpay_payment_id,
          signature: payment.razorpay_signature,
        },
      }),
    (r) => (json<{ success?: boolean }>(r).success === true ? undefined : 'success is not true'),
  );
  const watching = watchEventPath(api, token, checkoutId, performance.now(), rec);
  try {
    await rec.call('mark-paid', 201, () =>
      api.request('PUT', `/api/checkout/${checkoutId}/pay`, {
        token,
        json: { paymentStatus: 'paid', paymentDetails: payment },
      }),
    );
    await rec.call(
      'finalize',
      200,
      () => api.request('POST', `/api/checkout/${checkoutId}/finalize`, { token }),
      (r) => {
        const status = json<{ status?: string }>(r).status;
        return status === 'Processing' ? undefined : `order status ${status}`;
      },
    );
  } finally {
    await watching;
  }
}

/**
 * Polls "my orders" until it lists the checkout's order, then the cart until it is empty;
 * records both as times since `verifiedAt`. Never rejects: a failure is recorded.
 */
async function watchEventPath(
  api: HttpClient,
  token: string,
  checkoutId: string,
  verifiedAt: number,
  rec: Recorder,
): Promise<void> {
  const deadline = verifiedAt + EVENT_PATH_TIMEOUT_MS;
  const until = async (step: string, done: (r: Reply) => boolean, path: string) => {
    for (;;) {
      let r: Reply;
      try {
        r = await api.get(path, token);
      } catch (err) {
        rec.fail(step, `socket: ${(err as Error).message}`);
        return false;
      }
      if (r.status !== 200) {
        rec.fail(step, `${r.status} ${r.body.slice(0, 140)}`);
        return false;
      }
      let seen: boolean;
      try {
        seen = done(r);
      } catch (err) {
        rec.fail(step, `unreadable answer: ${(err as Error).message}`);
        return false;
      }
      if (seen) {
        rec.ok(step, performance.now() - verifiedAt);
        return true;
      }
      if (performance.now() > deadline) {
        rec.fail(step, `not seen within ${EVENT_PATH_TIMEOUT_MS / 1000} s`);
        return false;
      }
      await sleep(POLL_MS);
    }
  };
  const listed = await until(
    'verified→order listed',
    (r) => json<OrderView[]>(r).some((o) => o.checkoutId === checkoutId),
    '/api/orders/my-orders',
  );
  if (!listed) return;
  await until(
    'verified→cart cleared',
    (r) => (json<{ products?: unknown[] }>(r).products ?? []).length === 0,
    '/api/cart',
  );
}

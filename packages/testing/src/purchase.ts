/* eslint-disable @typescript-eslint/no-explicit-any -- test helper: bodies are checked by the tests */
import type { CheckoutView, OrderView, PaymentOrder } from '@arogya/contracts';
import { DEFAULT_CONFIG } from '@arogya/razorpay-sandbox';
import assert from 'node:assert/strict';
import { productFields, SHIPPING_ADDRESS, until } from './fixtures.js';
import type { JsonReply } from './http.js';

/** `api(method, path, body?, token?)` against the shop's gateway, as `apiOf` makes it. */
export type Api = (
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) => Promise<JsonReply>;

/** What Razorpay's popup hands the storefront after a payment (SPEC §4 step 3). */
export interface PopupPayment {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/**
 * The shopper pays Razorpay order `orderId` in the sandbox's popup; `webhooks`: whether the
 * sandbox also sends Razorpay's webhooks for it; `outcome`: `authorized` leaves the payment
 * authorised only (a manual-capture account, a held authorisation).
 */
export async function payInSandbox(
  sandboxUrl: string,
  orderId: string,
  webhooks = false,
  outcome: 'success' | 'authorized' = 'success',
): Promise<PopupPayment> {
  const res = await fetch(`${sandboxUrl}/sandbox/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: DEFAULT_CONFIG.keyId, order_id: orderId, outcome, webhooks }),
  });
  assert.equal(res.status, 200, `the sandbox refused the payment: ${res.status}`);
  return (await res.json()) as PopupPayment;
}

/** The body of `POST /api/verifyPayment` for what the popup answered. */
export const verifyBody = (p: PopupPayment) => ({
  order_id: p.razorpay_order_id,
  payment_id: p.razorpay_payment_id,
  signature: p.razorpay_signature,
});

/**
 * SPEC §4 through the gateway, as the storefront takes it: checkout, Razorpay order, payment in
 * the sandbox popup, verification. Answers the checkout (its order follows by event).
 */
export async function buy(
  api: Api,
  sandboxUrl: string,
  token: string,
  items: { productId: string; quantity: number }[],
  shippingAddress = SHIPPING_ADDRESS,
): Promise<CheckoutView> {
  const c = await api('POST', '/api/checkout', { checkoutItems: items, shippingAddress }, token);
  assert.equal(c.status, 201, JSON.stringify(c.body));
  await payCheckout(api, sandboxUrl, token, c.body._id);
  return c.body as CheckoutView;
}

/**
 * Pays checkout `checkoutId` as the storefront does: its Razorpay order, the payment in the
 * sandbox's popup, the verification; answers the Razorpay order (`amount` in paise).
 */
export async function payCheckout(
  api: Api,
  sandboxUrl: string,
  token: string,
  checkoutId: string,
): Promise<PaymentOrder> {
  const o = await api('POST', '/api/createOrder', { courseId: checkoutId }, token);
  assert.equal(o.status, 200, JSON.stringify(o.body));
  const payment = await payInSandbox(sandboxUrl, o.body.id);
  const v = await api('POST', '/api/verifyPayment', verifyBody(payment), token);
  assert.equal(v.status, 200, JSON.stringify(v.body));
  return o.body as PaymentOrder;
}

/**
 * Issue 32: the shopper checks `checkout` (items and address) out for cash on delivery and
 * places it without payment; answers the placed checkout and its order (Awaiting confirmation)
 * once "my orders" lists it.
 */
export async function placeCashOrder(
  api: Api,
  token: string,
  checkout: { checkoutItems: { productId: string; quantity: number }[]; shippingAddress: unknown },
): Promise<{ checkout: CheckoutView; order: OrderView }> {
  const c = await api('POST', '/api/checkout', { ...checkout, paymentMethod: 'COD' }, token);
  assert.equal(c.status, 201, JSON.stringify(c.body));
  const placed = await api('POST', `/api/checkout/${c.body._id}/place`, undefined, token);
  assert.equal(placed.status, 200, JSON.stringify(placed.body));
  const order = await until(
    async () =>
      ((await api('GET', '/api/orders/my-orders', undefined, token)).body as OrderView[]).find(
        (o) => o.checkoutId === c.body._id,
      ),
    20_000,
    'the cash order',
  );
  return { checkout: placed.body as CheckoutView, order };
}

/**
 * The steps of the money-path tests through the gateway, for product `productId()` (both read
 * when called, once the test's `before` has made them): a checkout of it (a fresh address each,
 * so no two are "the same cart"), its Razorpay order, the orders made of a checkout as the
 * admin `adminToken()` sees them, and a checkout as its shopper sees it now.
 */
export function moneyPath(api: Api, productId: () => string, adminToken: () => string) {
  return {
    async checkout(token: string, quantity = 1): Promise<CheckoutView> {
      const c = await api(
        'POST',
        '/api/checkout',
        {
          checkoutItems: [{ productId: productId(), quantity }],
          shippingAddress: { ...SHIPPING_ADDRESS, address: `${Math.random()}` },
        },
        token,
      );
      assert.equal(c.status, 201, JSON.stringify(c.body));
      return c.body as CheckoutView;
    },
    async razorpayOrder(
      token: string,
      c: CheckoutView,
    ): Promise<{ id: string; amount: number; timeout: number }> {
      const o = await api('POST', '/api/createOrder', { courseId: c._id }, token);
      assert.equal(o.status, 200, JSON.stringify(o.body));
      return o.body;
    },
    async ordersOf(checkoutId: string): Promise<OrderView[]> {
      const all = (await api('GET', '/api/admin/orders', undefined, adminToken())).body;
      return (all as OrderView[]).filter((o) => o.checkoutId === checkoutId);
    },
    async checkoutNow(token: string, id: string): Promise<CheckoutView> {
      return (await api('GET', `/api/checkout/${id}`, undefined, token)).body as CheckoutView;
    },
  };
}

/** Waits until the cart of `token`'s shopper is empty (the order-placed event cleared it). */
export const cartEmptied = (api: Api, token: string, ms = 15_000) =>
  until(
    async () =>
      (await api('GET', '/api/cart', undefined, token)).body.products.length === 0 || undefined,
    ms,
    'the cart to clear',
  );

/**
 * Creates a product through the admin API (`POST /api/admin/products`) from the fields a test
 * cares about; the rest (description, category, a unique SKU) are filled in.
 */
export async function adminProduct(
  api: Api,
  adminToken: string,
  fields: Record<string, unknown>,
): Promise<any> {
  const r = await api('POST', '/api/admin/products', productFields(fields), adminToken);
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body;
}

import {
  COD_REFUSALS,
  WRONG_COD_CODE,
  type ChargesQuote,
  type InvoiceView,
  type OrderView,
  type Product,
} from '@arogya/contracts';
import { DEFAULT_MAIL_SANDBOX_CONFIG, startMailSandbox } from '@arogya/mail-sandbox';
import { startSmsSandbox, type SmsSandboxConfig } from '@arogya/sms-sandbox';
import {
  adminProduct,
  apiOf,
  placeCashOrder,
  signUp,
  startFullShop,
  SHIPPING_ADDRESS,
  testShop,
  until,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';

/**
 * Issue 32, cash on delivery through the gateway: the whole shop with the shop's own fees,
 * the notifications service texting through MSG91's sandbox, and a short wait for codes
 * (COD_CONFIRM_TTL_MS). Before the issue a checkout could only be paid through Razorpay.
 */
const TEMPLATES = new URL(
  '../../../services/notifications/templates/sms-templates.json',
  import.meta.url,
);
const ADMIN = { email: 'cod-admin@test.local', password: 'cod-admin-pass' };
/** Bengaluru: metro, ₹60 shipping from the shop's Udaipur. */
const METRO = { ...SHIPPING_ADDRESS, city: 'Bengaluru', postalCode: '560038', state: 'Karnataka' };
const TTL_MS = 8000;

const shop = testShop('cod', async (env, ns, own) => {
  const mail = own(
    await startMailSandbox({
      ...DEFAULT_MAIL_SANDBOX_CONFIG,
      host: '127.0.0.1',
      smtpPort: 0,
      webPort: 0,
    }),
  );
  const sms = own(
    await startSmsSandbox({
      port: 0,
      templates: JSON.parse(readFileSync(TEMPLATES, 'utf8')) as SmsSandboxConfig['templates'],
    }),
  );
  const full = own(
    await startFullShop(env, ns, {
      admin: ADMIN,
      seed: false,
      fees: 'shop',
      env: { COD_CONFIRM_TTL_MS: String(TTL_MS) },
      notifications: {
        SMTP_URL: mail.smtpUrl,
        MSG91_API_BASE: sms.url,
        WHATSAPP_ENABLED: 'false',
        NOTIFY_RETRY_DELAY_MS: '250',
      },
    }),
  );
  return { full, sms };
});
const api = apiOf(() => shop.parts.full.gateway.baseUrl);
let adminToken: string;
let tulsi: Product; // ₹300, 20 in stock
let whey: Product; // ₹3,000

const stockOf = async (p: Product) =>
  ((await api('GET', `/api/products/${p._id}`)).body as Product).countInStock;

/** A COD checkout of `quantity` × `p` to `phone`, placed; answers the checkout and its order. */
const placeCod = (token: string, p: Product, quantity: number, phone: string) =>
  placeCashOrder(api, token, {
    checkoutItems: [{ productId: p._id, quantity }],
    shippingAddress: { ...METRO, phone },
  });

/** The code texted to `phone` (the newest text to it). */
async function codeFor(phone: string) {
  const sms = await shop.parts.sms.waitFor((s) => s.mobile === `91${phone}`, 20_000);
  return { code: /\b(\d{6})\b/.exec(sms.text)![1]!, text: sms.text };
}

before(async () => {
  await shop.ready;
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
  tulsi = await adminProduct(api, adminToken, {
    name: 'Tulsi Drops',
    price: 300,
    countInStock: 20,
  });
  whey = await adminProduct(api, adminToken, { name: 'Whey Tub', price: 3000, countInStock: 20 });
});

describe('cash on delivery (issue 32)', () => {
  it('a COD order under the cap is placed without Razorpay, confirmed by the texted code, invoiced when shipped, paid when delivered', async () => {
    const { token } = await signUp(api, 'cod');
    const quote = (
      await api('GET', '/api/checkout/charges?subtotal=600&pin=560038', undefined, token)
    ).body as ChargesQuote;
    // online: 600 − 50 + 60; cash: 600 + 60 + 49
    assert.deepEqual(
      quote.methods.map((m) => [m.method, m.total, m.codFee, m.offerDiscount]),
      [
        ['Razorpay', 610, 0, 50],
        ['COD', 709, 49, 0],
      ],
    );
    assert.deepEqual(quote.cod, { offered: true, reasons: [] });
    const before = await stockOf(tulsi);
    const phone = '9812345670';
    const { checkout, order } = await placeCod(token, tulsi, 2, phone);
    assert.deepEqual(
      [
        checkout.paymentMethod,
        checkout.status,
        checkout.isPaid,
        checkout.codFee,
        checkout.totalPrice,
      ],
      ['COD', 'placed', false, 49, 709],
    );
    // Razorpay is never asked: no payment order for a COD checkout
    const rzp = await api('POST', '/api/createOrder', { courseId: checkout._id }, token);
    assert.deepEqual(
      [rzp.status, rzp.body.message],
      [400, 'This checkout is paid in cash on delivery'],
    );
    assert.deepEqual(
      [order.status, order.isPaid, order.invoiceNumber, order.paymentMethod],
      ['Awaiting confirmation', false, null, 'COD'],
    );
    assert.ok(order.cod?.confirmBy, 'until when it may be confirmed');
    await until(async () => (await stockOf(tulsi)) === before - 2, 10_000, 'its stock held');

    const { code, text } = await codeFor(phone);
    assert.match(text, /₹709/, `the SMS says what to pay: ${text}`);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await api(
      'POST',
      `/api/orders/${order._id}/cod-confirmation`,
      { code: wrong },
      token,
    );
    assert.deepEqual([refused.status, refused.body.message], [400, WRONG_COD_CODE]);
    const other = await signUp(api, 'not-the-owner');
    assert.equal(
      (await api('POST', `/api/orders/${order._id}/cod-confirmation`, { code }, other.token))
        .status,
      404,
    );
    const confirmed = await api(
      'POST',
      `/api/orders/${order._id}/cod-confirmation`,
      { code },
      token,
    );
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    assert.deepEqual([confirmed.body.status, confirmed.body.cod.confirmBy], ['Processing', null]);

    // shipped: the time of supply, so the invoice is issued then, with shipping and the COD fee
    const shipped = await api(
      'PUT',
      `/api/admin/orders/${order._id}`,
      { status: 'Shipped' },
      adminToken,
    );
    assert.equal(shipped.status, 200, JSON.stringify(shipped.body));
    assert.ok(shipped.body.invoiceNumber, 'invoiced when shipped');
    const invoice = (await api('GET', `/api/orders/${order._id}/invoice`, undefined, token))
      .body as InvoiceView;
    assert.equal(invoice.totals.total, 709);
    assert.deepEqual(
      invoice.lines.filter((l) => l.hsn === '9968').map((l) => [l.description, l.amount]),
      [
        ['Shipping', 60],
        ['Cash on delivery fee', 49],
      ],
    );
    // delivered: the courier collected the cash
    const delivered = await api(
      'PUT',
      `/api/admin/orders/${order._id}`,
      { status: 'Delivered' },
      adminToken,
    );
    assert.equal(delivered.status, 200);
    const mine = (await api('GET', `/api/orders/${order._id}`, undefined, token)).body as OrderView;
    assert.deepEqual(
      [mine.isPaid, mine.cod?.cashCollected, mine.status],
      [true, true, 'Delivered'],
    );
    assert.ok(mine.paidAt);
  });

  it('an order not confirmed in time is cancelled and its stock is back; nothing is refunded', async () => {
    const { token } = await signUp(api, 'silent');
    const before = await stockOf(tulsi);
    const { order } = await placeCod(token, tulsi, 3, '9812345671');
    await until(async () => (await stockOf(tulsi)) === before - 3, 10_000, 'its stock held');
    const cancelled = await until(
      async () => {
        const o = (await api('GET', `/api/orders/${order._id}`, undefined, token))
          .body as OrderView;
        return o.status === 'Cancelled' ? o : undefined;
      },
      TTL_MS + 20_000,
      'the unconfirmed order cancelled',
    );
    assert.equal(cancelled.refund, null, 'nothing was paid, nothing is refunded');
    await until(async () => (await stockOf(tulsi)) === before, 10_000, 'its stock back');
    const { code } = await codeFor('9812345671');
    const late = await api('POST', `/api/orders/${order._id}/cod-confirmation`, { code }, token);
    assert.deepEqual(
      [late.status, late.body.message],
      [409, 'This order is not awaiting confirmation'],
    );
  });

  it('above the cap, or with COD turned off, COD is refused with the reason and not offered', async () => {
    const { token } = await signUp(api, 'big-cod');
    // 2 × ₹3,000 + COD fee: over the ₹5,000 cap
    const refused = await api(
      'POST',
      '/api/checkout',
      {
        checkoutItems: [{ productId: whey._id, quantity: 2 }],
        shippingAddress: METRO,
        paymentMethod: 'COD',
      },
      token,
    );
    assert.deepEqual([refused.status, refused.body.message], [400, COD_REFUSALS.overCap(500_000)]);
    const quote = (
      await api('GET', '/api/checkout/charges?subtotal=6000&pin=560038', undefined, token)
    ).body as ChargesQuote;
    assert.deepEqual(
      quote.methods.map((m) => m.method),
      ['Razorpay'],
    );
    assert.deepEqual(quote.cod, { offered: false, reasons: [COD_REFUSALS.overCap(500_000)] });
    const off = await api('PUT', '/api/admin/fee-settings/shop', { codEnabled: false }, adminToken);
    assert.equal(off.status, 200, JSON.stringify(off.body));
    const small = await api(
      'POST',
      '/api/checkout',
      {
        checkoutItems: [{ productId: tulsi._id, quantity: 1 }],
        shippingAddress: METRO,
        paymentMethod: 'COD',
      },
      token,
    );
    assert.deepEqual([small.status, small.body.message], [400, COD_REFUSALS.off]);
    assert.equal(
      (await api('PUT', '/api/admin/fee-settings/shop', { codEnabled: true }, adminToken)).status,
      200,
    );
    // what the shopper may not send
    const bad = await api(
      'POST',
      '/api/checkout',
      {
        checkoutItems: [{ productId: tulsi._id, quantity: 1 }],
        shippingAddress: METRO,
        paymentMethod: 'Cash',
      },
      token,
    );
    assert.deepEqual(
      [bad.status, bad.body.message],
      [400, 'paymentMethod must be one of Razorpay, COD'],
    );
  });
});

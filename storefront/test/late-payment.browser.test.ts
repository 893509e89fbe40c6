import { LATE_PAYMENT } from '@arogya/contracts';
import { paymentsSettled, until } from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { addFromCard, browserSuite, registerFromDrawer, screenshot } from './browser.js';

const ADMIN = { email: 'late-admin@test.local', password: 'late-admin-pass' };
/** A hold of 6 s, so that a payment still in flight lands after it ended. */
const TTL_MS = 6000;
// reconciliation soon and often (defaults: after 2 min, every minute), so that it has its
// turn at the late payment within the test, as the webhooks do
const suite = browserSuite('late', ADMIN, undefined, {
  CHECKOUT_TTL_MS: String(TTL_MS),
  RECONCILE_AFTER_MS: '1000',
  RECONCILE_EVERY_MS: '500',
});

describe('a payment that lands after the checkout expired (issue 14)', () => {
  it('tells the shopper it will be refunded, makes no order, and refunds it exactly once', async () => {
    const page = await suite.newPage(375, 800);
    await page.goto(`${suite.base}/collections/all`);
    await addFromCard(page);
    const email = `late-${randomUUID().slice(0, 6)}@test.local`;
    await registerFromDrawer(page, 'Kabir Rao', email, 'kabir-pass-1');
    const address: [string, string][] = [
      ['firstName', 'Kabir'],
      ['lastName', 'Rao'],
      ['address', '14 Lake Palace Road'],
      ['city', 'Udaipur'],
      ['postalCode', '313001'],
      ['phone', '9876543210'],
    ];
    for (const [key, value] of address) await page.getByTestId(`checkout-${key}`).fill(value);
    // the PIN fills in the state (issue 19); the country is India already
    await page.getByTestId('checkout-delivery-promise').getByText('Delivers to 313001').waitFor();

    // the bank takes longer than the hold has left: the payment lands after it ended
    const { sandbox } = suite.shop;
    sandbox.faults.add({
      path: '/sandbox/pay',
      method: 'POST',
      kind: 'latency',
      latencyMs: TTL_MS + 3000,
      times: 1,
    });
    const paymentsBefore = new Set(sandbox.state.ledger.payments.keys());
    await page.getByTestId('continue-to-payment').click();
    await page.getByTestId('sandbox-pay').click();

    const notice = page.getByTestId('payment-notice');
    await notice.waitFor({ timeout: 30_000 });
    assert.equal(await notice.innerText(), LATE_PAYMENT);
    assert.equal(await notice.getAttribute('role'), 'alert');
    await screenshot(page, 'late-payment');
    assert.match(page.url(), /\/checkout$/, 'no order confirmation');

    const payment = [...sandbox.state.ledger.payments.values()].find(
      (p) => !paymentsBefore.has(p.id),
    );
    assert.ok(payment, 'the payment was made');
    const refunds = () =>
      [...sandbox.state.ledger.refunds.values()].filter((r) => r.payment_id === payment.id);
    await until(
      () => refunds().some((r) => r.status === 'processed') || undefined,
      15_000,
      'the late payment to be refunded',
    );
    // the webhooks and reconciliation, which finds the late payment too, have had their turn
    await paymentsSettled(suite.env, suite.ns, suite.shop, Date.now(), [
      { orderId: payment.order_id, paymentId: payment.id },
    ]);
    assert.deepEqual(
      refunds().map((r) => [r.amount, r.status]),
      [[payment.amount, 'processed']],
      'refunded once, in full',
    );
    const orders = await fetch(`${suite.base}/api/orders/my-orders`, {
      headers: {
        authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('userToken'))}`,
      },
    });
    assert.deepEqual(await orders.json(), [], 'no order');
  });
});

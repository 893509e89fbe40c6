import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { until } from '@arogya/testing';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page, Request } from 'playwright-core';
import {
  addFromCard,
  axeViolations,
  browserSuite,
  registerFromDrawer,
  screenshot,
} from './browser.js';

const ADMIN = { email: 'confirming-admin@test.local', password: 'confirming-admin-pass' };
const suite = browserSuite('confirming', ADMIN);

/** Razorpay's webhooks of a payment, which would settle it behind the popup's back. */
const PAYMENT_WEBHOOKS = ['payment.authorized', 'payment.captured', 'order.paid'];

/**
 * A new shopper with one product in the cart, signed up on the way, on /checkout with a
 * deliverable address filled in; the page's alerts are recorded (and answered) in `dialogs`,
 * its checkout looks (`GET /api/checkout/:id`) counted in `polls`.
 */
async function shopperAtCheckout(width: number, options: { fakeClock?: boolean } = {}) {
  const page = await suite.newPage(width, width < 640 ? 800 : 900);
  // a clock the test can move forward (it runs on as usual until then)
  if (options.fakeClock) await page.clock.install();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.accept();
  });
  const polls: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'GET' && /^\/api\/checkout\/[^/]+$/.test(new URL(req.url()).pathname))
      polls.push(req.url());
  });
  await page.goto(`${suite.base}/collections/all`);
  await addFromCard(page);
  const email = `confirming-${randomUUID().slice(0, 6)}@test.local`;
  await registerFromDrawer(page, 'Ira Mehta', email, 'ira-pass-1');
  const address: [string, string][] = [
    ['firstName', 'Ira'],
    ['lastName', 'Mehta'],
    ['address', '3 Jagdish Chowk Road'],
    ['city', 'Udaipur'],
    ['postalCode', '313001'],
    ['phone', '9876543210'],
  ];
  for (const [key, value] of address) await page.getByTestId(`checkout-${key}`).fill(value);
  await page.getByTestId('checkout-delivery-promise').getByText('Delivers to 313001').waitFor();
  return { page, dialogs, polls };
}

/**
 * Razorpay's webhooks are held back (dropped by the sandbox) while `work` runs, so only what the
 * page does decides the payment; `release` sends the held ones of the payments made (as
 * Razorpay does once it is well again), the settings restored either way.
 */
async function withWebhooksHeld<T>(work: (release: () => Promise<void>) => Promise<T>) {
  const { sandbox } = suite.shop;
  const before = new Set(sandbox.state.webhooks.list().map((d) => d.id));
  sandbox.settings.webhooks.drop = PAYMENT_WEBHOOKS;
  const release = async () => {
    sandbox.settings.webhooks.drop = [];
    const held = sandbox.state.webhooks.list().filter((d) => d.dropped && !before.has(d.id));
    for (const d of held) await sandbox.state.webhooks.redeliver(d.id);
  };
  try {
    return await work(release);
  } finally {
    sandbox.settings.webhooks.drop = [];
  }
}

/** The popup's signed answer, as the page sends it to `POST /api/verifyPayment`. */
const proofOf = (req: Request) =>
  req.postDataJSON() as { order_id: string; payment_id: string; signature: string };

/** The page's critical and serious accessibility faults, once the toasts of earlier steps left. */
async function axeOnceToastsGone(page: Page) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
  return axeViolations(page);
}

/** What the shopper reads on the page now, the confirming panel included. */
const pageText = (page: Page) => page.locator('body').innerText();

/** The confirming panel shows, as a polite status, and says nothing failed. */
async function expectConfirming(page: Page) {
  const panel = page.getByTestId('payment-confirming');
  await panel.getByRole('heading', { name: 'Confirming your payment…' }).waitFor();
  assert.equal(await panel.getAttribute('role'), 'status');
  assert.equal(await panel.getAttribute('aria-live'), 'polite');
  assert.match(
    await panel.innerText(),
    /Your payment is being confirmed\. Please do not pay again\./,
  );
  assert.doesNotMatch(await pageText(page), /fail/i, 'nothing says the payment failed');
  return panel;
}

describe('a payment the shop cannot decide at once is confirmed, never called failed (issue 27)', () => {
  for (const width of [1280, 375]) {
    it(`Razorpay takes 12 s to show the payment: 'Confirming your payment…', then the order confirmation (${width} px)`, async (t) => {
      const { page, dialogs, polls } = await shopperAtCheckout(width);
      const { sandbox } = suite.shop;
      await withWebhooksHeld(async (release) => {
        // the verify call's look at this very payment is slow (other payments stay quick)
        let fault: string | undefined;
        await page.route('**/api/verifyPayment', async (route) => {
          fault = sandbox.faults.add({
            path: `/v1/payments/${proofOf(route.request()).payment_id}`,
            method: 'GET',
            kind: 'latency',
            latencyMs: 12_000,
            times: 1,
          });
          await route.continue();
        });
        const verified = page.waitForResponse('**/api/verifyPayment', { timeout: 45_000 });
        await page.getByTestId('continue-to-payment').click();
        await page.getByTestId('sandbox-pay').click();
        await expectConfirming(page);

        // 202 pending from the shop, or 504 from a gateway that gave up first: unknown, not failed
        const status = (await verified).status();
        assert.ok(status === 202 || status >= 500, `verifyPayment answered ${status}`);
        t.diagnostic(`verifyPayment answered ${status}`);
        assert.equal(sandbox.faults.list().find((f) => f.id === fault)?.hits, 1, 'the fault hit');
        const panel = await expectConfirming(page);
        assert.equal(await panel.getAttribute('data-phase'), 'confirming');
        assert.deepEqual(await axeOnceToastsGone(page), []);
        await screenshot(page, 'payment-confirming', false);
        assert.ok(
          (await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)) <=
            1,
          'no sideways scroll',
        );

        // Razorpay's webhooks arrive: the shop settles the payment, the page notices
        await release();
      });
      await page.waitForURL(/\/order-confirmation$/, { timeout: 30_000 });
      await page
        .getByTestId('confirmation-heading')
        .getByText('Thank You For Your Order!')
        .waitFor();
      assert.ok(polls.length >= 1, 'the page waited on the checkout');
      assert.deepEqual(dialogs, [], 'no alert');
      await page.context().close();
    });
  }

  it('a gateway 504 for a payment the shop did verify: confirming, then the order confirmation', async () => {
    const { page, dialogs, polls } = await shopperAtCheckout(1280);
    // the shop verifies the payment, but the answer is lost on the way: a gateway time-out
    await page.route('**/api/verifyPayment', async (route) => {
      const real = await route.fetch();
      assert.equal(real.status(), 200);
      await route.fulfill({
        status: 504,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The checkout service did not answer in time' }),
      });
    });
    const pays: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'PUT' && req.url().endsWith('/pay')) pays.push(req.url());
    });
    await page.getByTestId('continue-to-payment').click();
    await page.getByTestId('sandbox-pay').click();
    await expectConfirming(page);
    await page.waitForURL(/\/order-confirmation$/, { timeout: 30_000 });
    await page.getByTestId('confirmation-heading').getByText('Thank You For Your Order!').waitFor();
    assert.ok(polls.length >= 1, 'the page looked at the checkout');
    assert.equal(pays.length, 1, 'marked paid once');
    assert.deepEqual(dialogs, []);
    await page.context().close();
  });

  it('no answer at all, and none for the whole wait: the shopper is sent to My Orders, where the order appears', async () => {
    const { page, dialogs } = await shopperAtCheckout(375, { fakeClock: true });
    const panel = page.getByTestId('payment-confirming');
    await withWebhooksHeld(async (release) => {
      // the verify call never reaches the shop: the network dropped it
      await page.route('**/api/verifyPayment', (route) => route.abort('connectionreset'));
      await page.getByTestId('continue-to-payment').click();
      await page.getByTestId('sandbox-pay').click();
      await expectConfirming(page);
      // a quarter of an hour later, the shop still cannot tell
      await page.clock.fastForward('16:00');
      await panel
        .getByRole('heading', { name: 'We are still confirming your payment' })
        .waitFor({ timeout: 15_000 });
      assert.equal(await panel.getAttribute('data-phase'), 'unconfirmed');
      assert.match(
        await panel.innerText(),
        /Your order will appear in My Orders once it is confirmed; please do not pay again\./,
      );
      assert.doesNotMatch(await pageText(page), /fail/i);
      assert.deepEqual(await axeOnceToastsGone(page), []);
      await screenshot(page, 'payment-unconfirmed', false);
      await release();
    });
    await panel.getByRole('link', { name: 'My Orders' }).click();
    await page.waitForURL(/\/my-orders$/);
    // the order comes of the payment Razorpay finally told the shop about: asked of the API
    // (as the page would, with the shopper's token), then the page shows it
    await until(
      () =>
        page.evaluate(async () => {
          const token = localStorage.getItem('userToken');
          const r = await fetch('/api/orders/my-orders', {
            headers: { authorization: `Bearer ${token}` },
          });
          return r.ok && ((await r.json()) as unknown[]).length > 0 ? true : undefined;
        }),
      60_000,
      'the order in My Orders',
    );
    await page.reload();
    await page.getByTestId('order-row').first().waitFor();
    assert.deepEqual(dialogs, []);
    await page.context().close();
  });

  it('leaving the page while it is confirming stops its looks at the checkout', async () => {
    const { page, dialogs, polls } = await shopperAtCheckout(1280);
    await withWebhooksHeld(async (release) => {
      await page.route('**/api/verifyPayment', (route) => route.abort('connectionreset'));
      await page.getByTestId('continue-to-payment').click();
      await page.getByTestId('sandbox-pay').click();
      await expectConfirming(page);
      // the first look comes a second later
      await until(() => polls.length > 0 || undefined, 5000, 'the page to look at the checkout');
      await page.getByRole('link', { name: 'Account' }).click();
      await page.waitForURL(/\/profile$/);
      const seen = polls.length;
      // a deliberate wait: that the page no longer looks can only be seen by letting the time
      // pass in which it would have looked twice more (after 2 s and 3 s)
      await sleep(7000);
      assert.equal(polls.length, seen, 'no look after the page was left');
      await release();
    });
    assert.deepEqual(dialogs, []);
    await page.context().close();
  });

  it("a definite 400 still says SPEC's 'Payment verification failed'", async () => {
    const { page, dialogs } = await shopperAtCheckout(1280);
    // a proof whose signature does not match: the shop's own, final "no"
    await page.route('**/api/verifyPayment', (route) =>
      route.continue({
        postData: JSON.stringify({ ...proofOf(route.request()), signature: '0'.repeat(64) }),
      }),
    );
    const verified = page.waitForResponse('**/api/verifyPayment');
    await page.getByTestId('continue-to-payment').click();
    await page.getByTestId('sandbox-pay').click();
    assert.equal((await verified).status(), 400);
    await until(() => dialogs.length > 0 || undefined, 5000, 'the alert');
    assert.deepEqual(dialogs, ['Payment verification failed']);
    // the form is back, no confirming panel, no confirmation
    await page.getByTestId('continue-to-payment').waitFor();
    assert.equal(await page.getByTestId('payment-confirming').count(), 0);
    assert.match(page.url(), /\/checkout$/);
    await page.context().close();
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { DEFAULT_CONFIG } from '../src/index.js';
import { sandboxSuite } from './support.js';

const sb = sandboxSuite();
let browser: Browser;

before(async () => {
  // Debian's Chromium, as the storefront's browser tests use it (scripts/test-setup.mjs).
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
});
after(() => browser?.close());

/** What the page's Checkout callbacks received, with ms since `open()`. */
type Call = [name: string, atMs: number, detail?: unknown];

/**
 * A shop page on the sandbox's origin that opens Checkout for `orderId` with `timeout`
 * seconds, recording every callback in `window.calls`.
 */
async function shopPage(orderId: string, timeout: number): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${sb.sandbox.url}/sandbox/health`);
  const options = { key: DEFAULT_CONFIG.keyId, order_id: orderId, amount: 10000, timeout };
  await page.setContent(`<!doctype html><html lang="en"><body>
<script src="/checkout.js"></script>
<script>
  window.calls = [];
  const opened = performance.now();
  const record = (name, detail) => window.calls.push([name, Math.round(performance.now() - opened), detail]);
  const rzp = new Razorpay({
    ...${JSON.stringify(options)},
    handler: (response) => record('handler', response),
    modal: { ondismiss: () => record('ondismiss') },
  });
  rzp.on('payment.failed', (response) => record('payment.failed', response.error.metadata.payment_id));
  rzp.open();
</script></body></html>`);
  return page;
}

const calls = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { calls: Call[] }).calls);
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Razorpay sandbox checkout' });

describe('checkout popup in Chromium: the timeout option', () => {
  it('closes the popup and calls modal.ondismiss when the timeout elapses', async () => {
    const order = await sb.rzp.orders.create({ amount: 10000, currency: 'INR' });
    const page = await browser.newPage();
    const started = Date.now();
    await page.goto(`${sb.sandbox.url}/sandbox/checkout?order_id=${order.id}&timeout=2`);
    await dialog(page).waitFor({ state: 'visible' });
    await dialog(page).waitFor({ state: 'detached', timeout: 10_000 });
    assert.equal(Date.now() - started >= 1900, true, 'not before the timeout');
    assert.match(await page.locator('#result').innerText(), /modal\.ondismiss called/);
    const fetched = await sb.rzp.orders.fetch(order.id);
    assert.equal(fetched.status, 'created');
    assert.equal(fetched.attempts, 0);
    await page.close();
  });

  it('lets a payment in flight at the timeout complete and call the handler', async () => {
    const order = await sb.rzp.orders.create({ amount: 10000, currency: 'INR' });
    sb.sandbox.faults.add({ path: '/sandbox/pay', kind: 'latency', latencyMs: 3000, times: 1 });
    const page = await shopPage(order.id, 1.5);
    await page.getByTestId('sandbox-pay').click();
    await page.waitForFunction(
      () => (globalThis as unknown as { calls: Call[] }).calls.length > 0,
      {
        timeout: 10_000,
      },
    );
    const [handler, ...others] = await calls(page);
    assert.deepEqual(others, [], 'modal.ondismiss is not called');
    assert.equal(handler?.[0], 'handler');
    assert.equal((handler?.[1] ?? 0) > 1500, true, 'the answer came after the timeout');
    const response = handler?.[2] as { razorpay_order_id: string; razorpay_payment_id: string };
    assert.equal(response.razorpay_order_id, order.id);
    assert.equal(await dialog(page).count(), 0, 'the popup closed on success');
    assert.equal((await sb.rzp.payments.fetch(response.razorpay_payment_id)).status, 'captured');
    assert.equal((await sb.rzp.orders.fetch(order.id)).status, 'paid');
    await page.close();
  });

  it('after a failure in flight at the timeout, reports it and then dismisses', async () => {
    const order = await sb.rzp.orders.create({ amount: 10000, currency: 'INR' });
    sb.sandbox.faults.add({ path: '/sandbox/pay', kind: 'latency', latencyMs: 3000, times: 1 });
    const page = await shopPage(order.id, 1.5);
    await page.getByTestId('sandbox-fail').click();
    await page.waitForFunction(
      () => (globalThis as unknown as { calls: Call[] }).calls.length >= 2,
      {
        timeout: 10_000,
      },
    );
    const recorded = await calls(page);
    assert.deepEqual(
      recorded.map(([name]) => name),
      ['payment.failed', 'ondismiss'],
    );
    const payments = await sb.rzp.orders.fetchPayments(order.id);
    assert.equal(recorded[0]?.[2], payments.items[0]?.id);
    assert.equal(await dialog(page).count(), 0, 'no retry offered once the time is up');
    await page.close();
  });
});

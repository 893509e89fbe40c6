import {
  todayInIndia,
  type AdminSummary,
  type AuthResponse,
  type Product,
  type ProductBatch,
  type ProductVariant,
} from '@arogya/contracts';
import { callJson, until } from '@arogya/testing';
import {
  browserSuite,
  SCREENSHOTS,
  screenshot,
} from '@arogya/storefront/dist-test/test/browser.js';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { dialogShown, onScreen, overflow, pageProblems } from './console-checks.js';

/**
 * Issue 30 in the console: batches and shelf life. A food's batch is received on its edit
 * page (its variant's stock grows), one with too little shelf life is refused in the form, a
 * batch is counted down; the dashboard warns of a batch near its last day on sale. At 1280 px
 * and on a 375 px phone; the API shows what was saved.
 */
const ADMIN = { email: 'batches-web-admin@test.local', password: 'batches-web-admin-pass' };
const suite = browserSuite('batchweb', ADMIN, prepare);
const WIDTHS = [1280, 375] as const;
const OMEGA_SKU = 'SUP-OMG-060';

type FullProduct = Product & { variants: ProductVariant[] };

let admin: AuthResponse;
let omega: FullProduct;

const api = (method: string, path: string, body?: unknown) =>
  callJson(method, `${suite.base}${path}`, { body, token: admin.token });

/** A product as the console reads it, with its variants. */
async function productOf(id: string): Promise<FullProduct> {
  const r = await api('GET', `/api/admin/products/${id}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body as FullProduct;
}

/** Every batch of product `id`. */
async function batchesOf(id: string): Promise<ProductBatch[]> {
  const r = await api('GET', `/api/admin/products/${id}/batches`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body as ProductBatch[];
}

async function prepare() {
  admin = (await callJson('POST', `${suite.base}/api/users/login`, { body: ADMIN }))
    .body as AuthResponse;
  const filter = encodeURIComponent(JSON.stringify({ q: OMEGA_SKU }));
  const r = await api('GET', `/api/admin/products?filter=${filter}&range=[0,0]`);
  const [hit] = r.body as Product[];
  assert.ok(hit, 'the seed has the Omega-3');
  omega = await productOf(hit._id);
  assert.equal(omega.variants.length, 2);
}

/** India's today plus `n` days, YYYY-MM-DD. */
const day = (n: number) =>
  new Date(Date.parse(`${todayInIndia()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A date as the console shows it ("20 Jan 2027"). */
const shown = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "60 softgels": a variant's name as the batches give it. */
const nameOf = (v: ProductVariant) => v.size;

/** The page fits the phone: nothing reaches past the screen's right edge (else, what does). */
async function fitsPhone(page: Page, what: string) {
  const past = await page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 4)
      .map((e) => `${e.tagName}.${String(e.className).slice(0, 80)}`),
  );
  assert.ok((await overflow(page)) <= 1, `${what} fits 375 px: ${past.join(' | ')}`);
}

/** Axe's findings and the page's one <h1>, seen from the page's top (the app bar hides). */
async function problemsOf(page: Page, where: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('h1').waitFor({ state: 'visible' });
  return pageProblems(page, where);
}

/** A picture of one part of the page, `<name>-<width>.png` beside the others. */
async function shot(target: Locator, page: Page, name: string) {
  await target.scrollIntoViewIfNeeded();
  await target.screenshot({ path: join(SCREENSHOTS, `${name}-${page.viewportSize()!.width}.png`) });
}

/** The product's edit page, its batches loaded. */
async function editPage(width: number, id = omega._id) {
  const page = await suite.newPage(width, 900);
  await suite.signedIn(page, ADMIN, `/admin/products/${id}/edit`);
  const panel = page.getByTestId('batches-panel');
  await panel.locator('[data-testid="batch-row"], [data-testid="no-batches"]').first().waitFor();
  return { page, panel };
}

/** The batch `code`'s row (a table row, or a card on a phone). */
const rowOf = (panel: Locator, code: string) =>
  panel.locator(`[data-testid="batch-row"][data-code="${code}"]`);

/** Fills the Receive batch form and sends it. */
async function receive(
  panel: Locator,
  page: Page,
  b: { variant: string; code: string; made?: string; expires: string; quantity: number },
) {
  const form = panel.getByTestId('receive-batch');
  await form.getByRole('combobox', { name: /Variant/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: b.variant, exact: true }).click();
  await form.getByTestId('batch-code').fill(b.code);
  await form.getByTestId('batch-made').fill(b.made ?? '');
  await form.getByTestId('batch-expires').fill(b.expires);
  await form.getByTestId('batch-quantity').fill(String(b.quantity));
  await form.getByRole('button', { name: 'Receive batch' }).click();
}

describe('batches and shelf life in the console (issue 30)', () => {
  it('receives a batch of a food (its variant’s stock grows), refuses one with 30 days left in the form, and counts a batch down (1280 px, 375 px)', async () => {
    const problems: string[] = [];
    for (const [i, width] of WIDTHS.entries()) {
      const before = await productOf(omega._id);
      const variant = before.variants[i]!;
      const code = `OM3-${width}`;
      const { page, panel } = await editPage(width);
      if (i === 0) {
        // none yet: the seed entered its stock without batches
        assert.equal(
          await panel.getByTestId('no-batches').innerText(),
          'No batches: this product’s stock was entered without batches.',
        );
        await shot(panel, page, 'admin-batches-empty');
      }

      await receive(panel, page, {
        variant: nameOf(variant),
        code,
        made: day(-20),
        expires: day(400),
        quantity: 24,
      });
      const row = rowOf(panel, code);
      await row.waitFor();
      const text = (await row.innerText()).replace(/\s+/g, ' ');
      assert.ok(text.includes(shown(day(400))), `the expiry in "${text}"`);
      assert.ok(text.includes(shown(day(340))), `the last day on sale in "${text}"`);
      assert.equal(await row.getByTestId('batch-state').innerText(), 'Selling');
      assert.equal(await row.getByTestId('batch-on-hand').innerText(), '24');
      // under the variant's heading
      const group = panel.locator(`[data-testid="batch-group"][data-variant="${nameOf(variant)}"]`);
      assert.equal(await group.locator(`[data-code="${code}"]`).count(), 1);
      // the variant's stock grew by the batch, in the API and in the form above
      const after = await productOf(omega._id);
      assert.equal(after.variants[i]!.countInStock, variant.countInStock + 24);
      assert.equal(after.variants[i]!.expiresOn, day(400));
      const stock = page.getByTestId('variant-row').nth(i).getByTestId('variant-stock');
      await until(
        async () =>
          (await stock.inputValue()) === String(variant.countInStock + 24) ? true : undefined,
        10_000,
        'the form’s stock read again',
      );
      await group.getByText(`${variant.countInStock + 24} in stock`).waitFor();

      // 30 days left: refused, in the server's words, in the form; nothing received
      await receive(panel, page, {
        variant: nameOf(variant),
        code: `SHORT-${width}`,
        expires: day(30),
        quantity: 5,
      });
      const refusal = panel.getByTestId('batch-refusal');
      await refusal.waitFor();
      assert.equal(
        await refusal.innerText(),
        `Not received: Batch SHORT-${width} expires on ${day(30)}: 30 days of shelf life left, fewer than the 60 a batch must have to be sold`,
      );
      assert.equal(
        (await batchesOf(omega._id)).filter((b) => b.code === `SHORT-${width}`).length,
        0,
      );
      if (width === 375) {
        await fitsPhone(page, 'the batches panel');
        await onScreen(panel.getByRole('button', { name: 'Receive batch' }), width, 'Receive');
        await onScreen(row.getByRole('button', { name: `Count batch ${code}` }), width, 'Count');
      }
      await shot(panel, page, 'admin-batches-refused');
      problems.push(...(await problemsOf(page, `batches panel @${width}`)));

      // counted down: 4 units lost
      await row.getByRole('button', { name: `Count batch ${code}` }).click();
      const dialog = page.getByRole('dialog', { name: `Count batch ${code}` });
      await dialog.waitFor();
      assert.equal(await dialog.getByTestId('batch-count').inputValue(), '24');
      await dialog.getByTestId('batch-count').fill('20');
      await dialogShown(page);
      problems.push(...(await problemsOf(page, `count dialog @${width}`)));
      await screenshot(page, 'admin-batches-count', false);
      await dialog.getByRole('button', { name: 'Save count' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await until(
        async () =>
          (await row.getByTestId('batch-on-hand').innerText()) === '20' ? true : undefined,
        10_000,
        'the count shown',
      );
      const counted = await productOf(omega._id);
      assert.equal(counted.variants[i]!.countInStock, variant.countInStock + 20);
      const [saved] = (await batchesOf(omega._id)).filter((b) => b.code === code);
      assert.deepEqual([saved!.received, saved!.onHand, saved!.state], [24, 20, 'selling']);
      await stock.evaluate((e) => e.scrollIntoView());
      await until(
        async () =>
          (await stock.inputValue()) === String(variant.countInStock + 20) ? true : undefined,
        10_000,
        'the form’s stock after the count',
      );
      await shot(panel, page, 'admin-batches-panel');
      await screenshot(page, 'admin-batches-edit');
      await page.context().close();
    }
    assert.deepEqual(problems, []);
  });

  it('the dashboard shows the variants and says nothing alarming without an expiring batch, then lists one with 75 days left as Expiring soon, linking to its product (1280 px, 375 px)', async () => {
    const problems: string[] = [];
    const summary = (await api('GET', '/api/admin/summary')).body as AdminSummary;
    const variant = omega.variants[1]!;
    for (const [i, width] of WIDTHS.entries()) {
      const page = await suite.newPage(width, 900);
      await suite.signedIn(page, ADMIN, '/admin');
      const card = page.getByTestId('expiring-batches');
      if (i === 0) {
        await card.getByTestId('no-expiring-batches').waitFor();
        assert.equal(
          await card.getByRole('heading').innerText(),
          'Batches near the last day on sale',
        );
        assert.equal(
          await page.getByTestId('total-variants').innerText(),
          String(summary.totalVariants),
        );
        assert.equal(
          await page.getByTestId('variants-out-of-stock').innerText(),
          `${summary.variantsOutOfStock} out of stock`,
        );
        problems.push(...(await problemsOf(page, `dashboard, no batch @${width}`)));
        await shot(card, page, 'admin-dashboard-no-batches');
        // a batch with 75 days left: 15 days before its last day on sale
        const near = await api(
          'POST',
          `/api/admin/products/${omega._id}/variants/${variant._id}/batches`,
          { code: 'NEAR-75', manufacturedOn: null, expiresOn: day(75), quantity: 6 },
        );
        assert.equal(near.status, 201, JSON.stringify(near.body));
        await page.reload();
      }
      const entry = card.locator('[data-testid="expiring-batch"][data-code="NEAR-75"]');
      await entry.waitFor();
      const text = (await entry.innerText()).replace(/\s+/g, ' ');
      for (const part of [
        omega.name,
        nameOf(variant),
        'NEAR-75',
        shown(day(75)),
        shown(day(15)),
        'in 15 days',
        '6 units',
      ])
        assert.ok(text.includes(part), `"${part}" in "${text}"`);
      assert.equal(await entry.getByTestId('batch-state').innerText(), 'Expiring soon');
      assert.match(
        await card.getByRole('heading').innerText(),
        /^1 batch near the last day on sale$/,
      );
      if (width === 375) await fitsPhone(page, 'the dashboard');
      problems.push(...(await problemsOf(page, `dashboard @${width}`)));
      await screenshot(page, 'admin-dashboard-batches');
      await shot(card, page, 'admin-dashboard-batches-card');

      // the product's page, where the batch is counted, is a click away
      await entry.getByRole('link', { name: omega.name }).click();
      await page.waitForURL(new RegExp(`/admin/products/${omega._id}/edit$`));
      const row = page
        .getByTestId('batches-panel')
        .locator('[data-testid="batch-row"][data-code="NEAR-75"]');
      await row.waitFor();
      assert.equal(await row.getByTestId('batch-state').innerText(), 'Expiring soon');
      await page.context().close();
    }
    assert.deepEqual(problems, []);
  });
});

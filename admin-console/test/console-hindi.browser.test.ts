import type { AdminOrder, AuthResponse, Product } from '@arogya/contracts';
import { buy, callJson, SHIPPING_ADDRESS, until } from '@arogya/testing';
import { browserSuite, screenshot } from '@arogya/storefront/dist-test/test/browser.js';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { overflow, pageProblems } from './console-checks.js';

/**
 * Issue 31 in the console: the admin switches it to हिन्दी from the app bar; the menu, the
 * dashboard, the orders list and an order's page read Hindi (react-admin's own words too), the
 * page says `<html lang="hi">`, a reload keeps the language, and switching back restores the
 * English; at 1280 px and on a 375 px phone.
 */
const ADMIN = { email: 'hindi-web-admin@test.local', password: 'hindi-web-admin-pass' };
const suite = browserSuite('hindiweb', ADMIN, prepare);
const WIDTHS = [1280, 375] as const;

let admin: AuthResponse;
let order: AdminOrder;

const api = (method: string, path: string, body?: unknown, token?: string) =>
  callJson(method, `${suite.base}${path}`, { body, token });

/** An admin, and a paid order for the orders list and the order page to show. */
async function prepare() {
  admin = (await api('POST', '/api/users/login', ADMIN)).body as AuthResponse;
  const shopper = (
    await api('POST', '/api/users/register', {
      name: 'Sunita Verma',
      email: `sunita-${randomUUID().slice(0, 6)}@test.local`,
      password: 'shopper-pass-1',
    })
  ).body as AuthResponse;
  const [product] = (await api('GET', '/api/products?limit=1')).body as Product[];
  const address = { ...SHIPPING_ADDRESS, address: `${randomUUID().slice(0, 8)} Civil Lines` };
  const items = [{ productId: product!._id, quantity: 1 }];
  const checkout = await buy(api, suite.shop.sandbox.url, shopper.token, items, address);
  const placed = await until(
    async () => {
      const mine = await api('GET', '/api/orders/my-orders', undefined, shopper.token);
      return (mine.body as AdminOrder[]).find((o) => o.checkoutId === checkout._id);
    },
    15_000,
    'the order',
  );
  order = (await api('GET', `/api/admin/orders/${placed._id}`, undefined, admin.token))
    .body as AdminOrder;
}

/** The page's one heading (the app bar's title). */
const heading = (page: Page) => page.locator('h1').innerText();

/** Opens the side menu on a phone (a drawer there); on a wide screen it is always shown. */
async function openMenu(page: Page, width: number) {
  if (width < 600) await page.getByRole('button', { name: /मेन्यू खोलें|Open menu/ }).click();
}

/** Picks `language` in the app bar's switch and waits for the page to be drawn in it. */
async function switchTo(page: Page, language: 'hi' | 'en') {
  await page.getByTestId('language-switch').click();
  await page.getByTestId(`language-${language}`).click();
  await page.waitForFunction((l) => document.documentElement.lang === l, language);
}

describe('the console in Hindi (issue 31)', () => {
  for (const width of WIDTHS) {
    it(`the admin switches to हिन्दी: the menu, dashboard, orders and an order read Hindi, a reload keeps it, English comes back (${width} px)`, async () => {
      const problems: string[] = [];
      const page = await suite.newPage(width, 900);
      try {
        await suite.signedIn(page, ADMIN, '/admin');
        await page.getByTestId('total-orders').waitFor();
        assert.equal(await heading(page), 'Admin Dashboard');
        assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');

        await switchTo(page, 'hi');
        await page.getByRole('heading', { name: 'एडमिन डैशबोर्ड', level: 1 }).waitFor();
        await page.getByText('कुल ऑर्डर', { exact: true }).waitFor();
        await page.getByRole('heading', { name: 'हाल के ऑर्डर' }).waitFor();
        assert.ok(await page.getByRole('link', { name: 'ऑर्डर संभालें' }).isVisible());
        // money keeps the rupee and the Indian grouping in Hindi
        assert.match(await page.getByTestId('revenue').innerText(), /^₹[\d,]+\.\d\d$/);
        await openMenu(page, width);
        for (const item of ['डैशबोर्ड', 'ऑर्डर', 'कूपन', 'रिफ़ंड', 'साइन आउट'])
          assert.ok(
            await page.getByRole('menuitem', { name: item, exact: true }).first().isVisible(),
            `menu item ${item}`,
          );
        await screenshot(page, `console-hindi-dashboard-${width}`);
        problems.push(...(await pageProblems(page, `dashboard hi ${width}`)));

        // a reload keeps Hindi, and says so to screen readers (the phone's menu closed first:
        // react-admin keeps the drawer's state too)
        if (width < 600) await page.getByRole('menuitem', { name: 'डैशबोर्ड' }).click();
        await page.reload();
        await page.getByRole('heading', { name: 'एडमिन डैशबोर्ड', level: 1 }).waitFor();
        assert.equal(await page.evaluate(() => document.documentElement.lang), 'hi');
        assert.equal(await page.evaluate(() => localStorage.getItem('lang')), 'hi');

        // the orders list: heading, filters, columns, buttons and react-admin's pagination
        await openMenu(page, width);
        await page.getByRole('menuitem', { name: 'ऑर्डर', exact: true }).click();
        await page.getByRole('heading', { name: 'ऑर्डर', level: 1 }).waitFor();
        await page.getByPlaceholder('ग्राहक या ऑर्डर ID खोजें').waitFor();
        await page.getByTestId('order-link').first().waitFor();
        assert.ok(await page.getByRole('combobox', { name: 'स्थिति' }).first().isVisible());
        assert.equal(
          (await page.getByTestId('mark-delivered').first().innerText()).trim(),
          'डिलीवर हुआ मार्क करें',
        );
        if (width >= 600) {
          const head = await page.locator('thead').innerText();
          for (const column of ['ऑर्डर ID', 'तारीख', 'ग्राहक', 'कुल', 'स्थिति', 'कार्रवाई'])
            assert.ok(head.includes(column), `column ${column} in ${head}`);
          assert.match(await page.locator('.MuiTablePagination-root').innerText(), /में से/);
        }
        assert.equal(
          await page.getByTestId('status-select').first().locator('option:checked').innerText(),
          'प्रोसेस हो रहा है',
        );
        assert.ok((await overflow(page)) <= 0, `the orders list fits ${width} px`);
        await screenshot(page, `console-hindi-orders-${width}`);
        problems.push(...(await pageProblems(page, `orders hi ${width}`)));

        // the order's page
        await page.goto(`${suite.base}/admin/orders/${order._id}/show`);
        await page.getByTestId('order-page').waitFor();
        await page.getByRole('heading', { name: 'ग्राहक और डिलीवरी' }).waitFor();
        assert.match(await heading(page), /^ऑर्डर #/);
        assert.equal((await page.getByTestId('order-paid').innerText()).trim(), 'भुगतान हो गया');
        assert.match(await page.getByTestId('order-total').innerText(), /^₹[\d,]+\.\d\d$/);
        assert.ok(await page.getByRole('button', { name: 'ऑर्डर रद्द करें' }).isVisible());
        await screenshot(page, `console-hindi-order-${width}`);
        problems.push(...(await pageProblems(page, `order hi ${width}`)));

        // back to English: the same words as before the switch
        await switchTo(page, 'en');
        await page.getByRole('heading', { name: 'Customer and delivery' }).waitFor();
        assert.match(await heading(page), /^Order #/);
        await page.goto(`${suite.base}/admin`);
        await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
        await page.getByText('Total Orders', { exact: true }).waitFor();
        assert.equal(await page.evaluate(() => localStorage.getItem('lang')), 'en');
        assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
      } catch (e) {
        await screenshot(page, `console-hindi-failed-${width}`);
        throw e;
      } finally {
        await page.context().close();
      }
      assert.deepEqual(problems, []);
    });
  }
  it('every page of the console reads Hindi: no text left as a key, each page its heading, axe clean (1280 px)', async () => {
    const problems: string[] = [];
    const page = await suite.newPage(1280, 900);
    await suite.signedIn(page, ADMIN, '/admin');
    await page.getByTestId('total-orders').waitFor();
    await switchTo(page, 'hi');
    const [product] = (await api('GET', '/api/products?limit=1')).body as Product[];
    const pages: [string, string][] = [
      ['/users', 'यूज़र'],
      [`/users/${admin.user._id}/show`, 'Arogya Admin'],
      ['/products', 'प्रॉडक्ट्स'],
      ['/products/new', 'प्रॉडक्ट जोड़ें'],
      [`/products/${product!._id}/edit`, 'प्रॉडक्ट एडिट करें'],
      ['/reviews', 'रिव्यू'],
      ['/coupons', 'कूपन'],
      ['/coupons/create', 'नया कूपन'],
      ['/offers', 'ऑफ़र'],
      ['/offers/create', 'नया ऑफ़र'],
      ['/refunds', 'रिफ़ंड'],
      ['/disputes', 'विवाद'],
      ['/messages', 'मैसेज'],
      ['/message-templates', 'मैसेज टेम्पलेट'],
      ['/notification-settings', 'सूचना सेटिंग'],
      ['/dead-letters', 'डेड लेटर'],
      ['/dead-letter-audit', 'डेड लेटर ऑडिट'],
      ['/delivery-zones', 'डिलीवरी ज़ोन'],
      ['/delivery-zones/same-city', 'डिलीवरी ज़ोन एडिट करें'],
      ['/non-serviceable-pins', 'बिना डिलीवरी वाले पिन कोड'],
      ['/non-serviceable-pins/create', 'बिना डिलीवरी वाला पिन कोड जोड़ें'],
      ['/holidays', 'छुट्टियाँ'],
      ['/holidays/create', 'छुट्टी जोड़ें'],
      ['/cod-reconciliation', 'नकद मिलान'],
      ['/cod-remittances/create', 'कूरियर का रेमिटेंस दर्ज करें'],
    ];
    try {
      for (const [path, title] of pages) {
        await page.goto(`${suite.base}/admin${path}`);
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        // what the page loads is in (react-admin's progress bar gone)
        await page.waitForFunction(() => !document.querySelector('.MuiLinearProgress-root'));
        const text = await page.locator('main, #main-content, body').first().innerText();
        const keys = text.match(
          /\b(ra|resources|common|menu|status|dashboard|orders|products|batches|coupons|zones|pins|holidays|users|reviews|refunds|disputes|deadLetters|messages|templates|settings|codCash|fees|offers)\.[a-zA-Z-]+\.?[a-zA-Z-]*/g,
        );
        assert.equal(keys, null, `${path} shows keys: ${keys?.join(', ')}`);
        assert.equal(await page.evaluate(() => document.documentElement.lang), 'hi');
        await screenshot(page, `console-hindi-page${path.replace(/[/:]/g, '-')}`);
        problems.push(...(await pageProblems(page, `${path} hi`)));
      }
    } catch (e) {
      await screenshot(page, 'console-hindi-pages-failed');
      throw e;
    } finally {
      await page.context().close();
    }
    assert.deepEqual(problems, []);
  });
});

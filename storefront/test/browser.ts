import { startFullShop, testShop, type FullShop } from '@arogya/testing';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { before } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, with the flags this machine needs (no sandbox, no background network). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/** Where the suite saves its screenshots (ignored by git). */
export const SCREENSHOTS = join(process.cwd(), 'test-results', 'screenshots');

/** Saves a full-page screenshot as `<name>-<width>.png`. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = join(SCREENSHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Texts of the toasts currently shown (sonner). */
export async function toasts(page: Page): Promise<string[]> {
  return page.locator('[data-sonner-toast]').allInnerTexts();
}

/** Waits for a toast containing `text`. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor({ timeout: 10_000 });
}

/**
 * A guest with a cart opens the drawer's checkout, is sent to sign in and back (SPEC §4), and
 * registers as `name` on the way: the page ends on `/checkout`.
 */
export async function registerFromDrawer(
  page: Page,
  name: string,
  email: string,
  password: string,
): Promise<void> {
  await page.getByTestId('cart-toggle').click();
  await page.getByTestId('drawer-checkout').click();
  await page.waitForURL(/\/login\?redirect=checkout/);
  await page
    .getByRole('link', { name: /register|sign up/i })
    .first()
    .click();
  await page.waitForURL(/\/register/);
  assert.match(page.url(), /redirect=checkout/);
  await page.getByTestId('register-name').fill(name);
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-submit').click();
  await page.waitForURL(/\/checkout$/);
}

/** The whole shop and a browser, for one test file. */
export interface BrowserSuite {
  readonly shop: FullShop;
  readonly browser: Browser;
  /** The gateway's URL: the storefront, the console under /admin and the API under /api. */
  readonly base: string;
  /** A page in a fresh browser context (no shared storage), with that viewport. */
  newPage(width?: number, height?: number): Promise<Page>;
}

/**
 * Starts the whole shop (with `admin` as its admin) and Chromium before the file's tests, in a
 * namespace of its own, and stops both and drops the namespace after them. The fields are set
 * once the `before` hook has run. A file's own preparation goes in `setup`, which runs once the
 * shop is up: Node 20 starts a file's top-level `before` hooks together, not one after another.
 */
export function browserSuite(
  label: string,
  admin: { email: string; password: string },
  setup?: (suite: BrowserSuite) => Promise<void>,
  /** more environment for every process of the shop (e.g. a short `CHECKOUT_TTL_MS`) */
  env?: Record<string, string>,
): BrowserSuite {
  const test = testShop(label, async (testEnv, ns, own) => ({
    shop: own(await startFullShop(testEnv, ns, { admin, env })),
    browser: own(await launchChromium()),
  }));
  const suite: BrowserSuite = {
    get shop() {
      return test.parts.shop;
    },
    get browser() {
      return test.parts.browser;
    },
    get base() {
      return test.parts.shop.gateway.baseUrl;
    },
    newPage: async (width = 1280, height = 900) =>
      (await suite.browser.newContext({ viewport: { width, height } })).newPage(),
  };
  before(async () => {
    await test.ready;
    await setup?.(suite);
  });
  return suite;
}

import { startFullShop, testShop, type FullShop } from '@arogya/testing';
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
): BrowserSuite {
  const test = testShop(label, async (env, ns, own) => ({
    shop: own(await startFullShop(env, ns, { admin })),
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

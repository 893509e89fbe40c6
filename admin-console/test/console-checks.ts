import { axeViolations } from '@arogya/storefront/dist-test/test/browser.js';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/** The console's page checks, shared by its browser tests. */

/** Waits until a dialog has faded in (for its screenshot). */
export const dialogShown = (page: Page) =>
  page.waitForFunction(() => {
    const container = document.querySelector('.MuiDialog-container');
    return container !== null && getComputedStyle(container).opacity === '1';
  });

/** Axe's critical and serious findings, and whether the page has its one `<h1>`. */
export async function pageProblems(page: Page, where: string): Promise<string[]> {
  const found = (await axeViolations(page)).map((v) => `${where}: ${v}`);
  const headings = await page.locator('h1').allInnerTexts();
  if (headings.length !== 1 || !headings[0]!.trim())
    found.push(`${where}: h1 ${JSON.stringify(headings)}`);
  return found;
}

/** How far the page reaches past the screen's width (0: nothing off-screen sideways). */
export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Whether `target` lies within the screen's width and is at least 44 px tall (a tap target). */
export async function onScreen(target: Locator, width: number, what: string) {
  const box = (await target.boundingBox())!;
  assert.ok(box.x >= 0 && box.x + box.width <= width, `${what} at ${box.x}+${box.width}`);
  assert.ok(box.height >= 44, `${what} is ${box.height} px tall`);
}

/** The page fits the phone: nothing reaches past the screen's right edge (else, what does). */
export async function fitsPhone(page: Page, what: string) {
  const past = await page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 4)
      .map((e) => `${e.tagName}.${String(e.className).slice(0, 80)}`),
  );
  assert.ok((await overflow(page)) <= 1, `${what} fits 375 px: ${past.join(' | ')}`);
}

/** Axe's findings and the page's one <h1>, seen from the page's top (the app bar hides). */
export async function problemsOf(page: Page, where: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('h1').waitFor({ state: 'visible' });
  return pageProblems(page, where);
}

/** Waits for the notification saying `text`, then for it to go (it covers a phone's buttons). */
export async function notified(page: Page, text: string) {
  const toast = page.locator('.MuiSnackbarContent-message', { hasText: text });
  await toast.waitFor();
  await page.mouse.move(0, 0);
  await toast.waitFor({ state: 'hidden', timeout: 15_000 });
}

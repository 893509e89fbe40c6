import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { axeViolations, screenshot } from './browser.js';

/**
 * The visible, enabled controls under `root` smaller than a 44 px tap target. A checkbox or a
 * radio button counts as its whole label, which is what a thumb presses; a link inside a
 * sentence is WCAG 2.5.8's inline exception (the sentence's line sets its height).
 */
export const smallTargets = (page: Page, root: string) =>
  page.evaluate((selector) => {
    const controls = Array.from(document.querySelectorAll(selector)).flatMap((el) =>
      Array.from(
        el.querySelectorAll(
          'a, button, input, textarea, select, label:has(> input[type=checkbox], > input[type=radio])',
        ),
      ),
    );
    return controls
      .filter((e) => !(e instanceof HTMLInputElement && ['checkbox', 'radio'].includes(e.type)))
      .filter((e) => !(e as HTMLButtonElement).disabled && e.getAttribute('tabindex') !== '-1')
      .filter((e) => !(e.tagName === 'A' && getComputedStyle(e).display === 'inline'))
      .map((e) => [e, e.getBoundingClientRect()] as const)
      .filter(([, r]) => r.width > 0 && r.height < 44)
      .map(([e, r]) => `${e.tagName} "${e.textContent?.trim().slice(0, 40)}" ${r.height}px`);
  }, root);

/**
 * The page has no critical or serious axe violation and does not scroll sideways, and on a
 * phone the controls under `root` are big enough to tap; then it is saved, from its top.
 */
export async function checkPage(page: Page, name: string, root = 'main') {
  assert.deepEqual(await axeViolations(page), [], name);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  assert.ok(sideways <= 1, `${name} scrolls sideways by ${sideways}px`);
  if (page.viewportSize()!.width < 640) assert.deepEqual(await smallTargets(page, root), [], name);
  // from the top: the sticky header is drawn where the page was scrolled to
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** Saves the page at 1280 px too (checked the same way), then goes back to a phone. */
export async function onDesktopToo(page: Page, name: string, root = 'main') {
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkPage(page, name, root);
  await page.setViewportSize({ width: 375, height: 800 });
}

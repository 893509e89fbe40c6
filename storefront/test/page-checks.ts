import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { axeViolations, screenshot } from './browser.js';

/** The smallest tap target a thumb hits reliably (issue 31; WCAG 2.5.5's 44 CSS px). */
export const TAP_TARGET = 44;

/**
 * The visible, enabled controls under `root` (the whole page by default) a thumb may miss, each
 * as `name (width×height)`: smaller than 44×44 px and with another control within the 44 px
 * square around its centre (a small control with that much room is fine: WCAG 2.5.8's spacing
 * rule, at 44 px). A checkbox or a radio button counts as its whole label, which is what a
 * thumb presses; a link inside a sentence is the inline exception (the sentence's line sets its
 * height); a control drawn 1 px or less, or clipped to nothing, is hidden (the skip link until it has
 * focus).
 */
export const smallTargets = (page: Page, root = 'body') =>
  page.evaluate(
    ({ selector, size }) => {
      const controls = Array.from(document.querySelectorAll(selector)).flatMap((el) =>
        Array.from(
          el.querySelectorAll(
            'a[href], button, input, textarea, select, summary, [role=button], [role=option], [role=tab], label:has(> input[type=checkbox], > input[type=radio])',
          ),
        ),
      );
      const inSentence = (e: Element) =>
        e.tagName === 'A' &&
        getComputedStyle(e).display === 'inline' &&
        (e.parentElement?.textContent ?? '').trim().length > (e.textContent ?? '').trim().length;
      const targets = controls
        .filter(
          (e) =>
            !(e instanceof HTMLInputElement && ['checkbox', 'radio', 'hidden'].includes(e.type)),
        )
        .filter((e) => !(e as HTMLButtonElement).disabled && e.getAttribute('tabindex') !== '-1')
        .filter((e) => !e.closest('[inert], [aria-hidden="true"]') && !inSentence(e))
        .filter((e) => {
          // hidden, or visually hidden until focused (the skip link: clipped to nothing)
          const style = getComputedStyle(e);
          return style.visibility !== 'hidden' && style.clipPath !== 'inset(50%)';
        })
        .map((e) => ({ e, r: e.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 1 && r.height > 1)
        // on screen under something else (a drawer, a dialog's backdrop, the sticky header):
        // not a thumb's to hit now
        .filter(({ e, r }) => {
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return !top || e.contains(top) || top.contains(e);
        });
      const name = (e: Element) => {
        const label =
          e.getAttribute('aria-label') ??
          (e.getAttribute('aria-labelledby') &&
            document.getElementById(e.getAttribute('aria-labelledby')!.split(' ')[0]!)
              ?.textContent) ??
          (e as HTMLInputElement).labels?.[0]?.textContent ??
          e.textContent ??
          '';
        const text = label.trim().replace(/\s+/g, ' ') || e.getAttribute('placeholder') || '';
        return `${e.tagName.toLowerCase()} "${text.slice(0, 40)}"`;
      };
      const overlaps = (
        a: DOMRect | { left: number; top: number; right: number; bottom: number },
        b: DOMRect,
      ) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return targets
        .filter(({ r }) => r.width < size || r.height < size)
        .filter(({ e, r }) => {
          const cx = r.left + r.width / 2;
          const cy = r.top + r.height / 2;
          const room = {
            left: cx - size / 2,
            right: cx + size / 2,
            top: cy - size / 2,
            bottom: cy + size / 2,
          };
          return targets.some(
            (o) => o.e !== e && !o.e.contains(e) && !e.contains(o.e) && overlaps(room, o.r),
          );
        })
        .map(({ e, r }) => `${name(e)} (${Math.round(r.width)}×${Math.round(r.height)})`);
    },
    { selector: root, size: TAP_TARGET },
  );

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

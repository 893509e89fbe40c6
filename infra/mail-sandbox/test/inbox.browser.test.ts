import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { mail, startTestSandbox, transport } from './support.js';

let browser: Browser;

before(async () => {
  // Debian's Chromium, as the repository's other browser tests use it.
  browser = await chromium.launch({
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
});
after(() => browser?.close());

const HTML = `<!doctype html><html><head><style>h1{color:#0b6e4f}</style></head><body>
<h1>Order AR-1042 confirmed</h1><p>Tom &amp; Jerry's wellness kit is on its way.</p>
<table width="600"><tr><td>A fixed 600 px wide e-mail table</td></tr></table></body></html>`;

/** Opens a page at `width`, collecting console errors (a CSP violation would show there). */
async function open(width: number): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

// Evaluated in the page (this package compiles without the DOM's types).
const scrollWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');

/** Heights of the visible controls that must be comfortable to tap. */
const controlHeights = (page: Page) =>
  page.evaluate<number[]>(`[...document.querySelectorAll(
    '.msg, button, input[type=search], .tabbar label, .files a, .crumbs a, .unsubscribe a')]
    .map((e) => e.getBoundingClientRect())
    .filter((r) => r.width > 0)
    .map((r) => r.height)`);

describe('the inbox in Chromium', () => {
  it('is usable at 375 px: list, message, HTML part in the frame, no sideways scroll', async (t) => {
    const sandbox = await startTestSandbox(t);
    const smtp = transport(sandbox);
    await smtp.sendMail(
      mail(
        'priya.sharma.with.a.rather.long.address@example.com',
        'Your order AR-1042 is confirmed',
        {
          html: HTML,
          text: 'Your order AR-1042 is confirmed.\nTom & Jerry',
          list: { unsubscribe: 'https://arogya.test/unsubscribe?u=1' },
          attachments: [
            {
              filename: 'invoice-AR-1042.pdf',
              content: '%PDF-1.4\n%%EOF\n',
              contentType: 'application/pdf',
            },
          ],
        },
      ),
    );
    await smtp.sendMail(mail('ravi@example.com', '<script>alert(1)</script>'));
    await smtp.sendMail(mail('anita@example.com', 'Password reset for your Arogya account'));

    const { page, errors } = await open(375);
    await page.goto(sandbox.webUrl);
    const link = page.getByRole('link', { name: /Your order AR-1042 is confirmed/ });
    await link.waitFor({ state: 'visible' });
    await page.getByText('<script>alert(1)</script>').waitFor({ state: 'visible' });
    assert.ok((await scrollWidth(page)) <= 375, 'inbox: no horizontal scroll');
    for (const h of await controlHeights(page)) assert.ok(h >= 44, `tap target ${h}px high`);
    await page.screenshot({ path: '/tmp/mail-sandbox-inbox-phone.png', fullPage: true });

    await link.click();
    await page.waitForURL(/\/messages\//);
    const frame = page.frameLocator('iframe[sandbox]');
    await frame
      .getByRole('heading', { name: 'Order AR-1042 confirmed' })
      .waitFor({ state: 'visible' });
    await frame
      .getByText("Tom & Jerry's wellness kit is on its way.")
      .waitFor({ state: 'visible' });
    assert.equal(await frame.locator('script').count(), 0);
    assert.ok((await scrollWidth(page)) <= 375, 'message: no horizontal scroll');
    for (const h of await controlHeights(page)) assert.ok(h >= 44, `tap target ${h}px high`);
    await page.getByRole('link', { name: 'https://arogya.test/unsubscribe?u=1' }).waitFor();
    await page.screenshot({ path: '/tmp/mail-sandbox-message-phone.png', fullPage: true });

    await page.locator('label[for=view-text]').click();
    await page.getByText('Your order AR-1042 is confirmed.').waitFor({ state: 'visible' });
    assert.equal(await page.locator('iframe').isVisible(), false);
    await page.locator('label[for=view-files]').click();
    const download = page.getByRole('link', { name: /invoice-AR-1042\.pdf/ });
    await download.waitFor({ state: 'visible' });
    assert.match((await download.getAttribute('href')) ?? '', /\/attachments\/0$/);
    await page.screenshot({ path: '/tmp/mail-sandbox-files-phone.png', fullPage: true });

    await page.getByRole('link', { name: '← Inbox' }).click();
    await page.getByRole('searchbox').fill('anita');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('1 message matching').waitFor();
    assert.equal(await page.locator('.msg').count(), 1);

    await page.goto(sandbox.webUrl);
    await page.getByRole('button', { name: 'Delete all' }).click();
    await page.getByText('No messages yet.').waitFor();
    assert.equal(sandbox.messages().length, 0);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('reads well on a desktop', async (t) => {
    const sandbox = await startTestSandbox(t);
    const smtp = transport(sandbox);
    for (const [to, subject] of [
      ['priya@example.com', 'Your order AR-1042 is confirmed'],
      ['ravi@example.com', 'Your order AR-1043 has shipped'],
      ['anita@example.com', 'Password reset for your Arogya account'],
    ] as const) {
      await smtp.sendMail(mail(to, subject, { html: HTML }));
    }
    const { page, errors } = await open(1280);
    await page.goto(sandbox.webUrl);
    await page.getByText('Your order AR-1043 has shipped').waitFor();
    assert.ok((await scrollWidth(page)) <= 1280);
    await page.screenshot({ path: '/tmp/mail-sandbox-inbox-desktop.png', fullPage: true });
    await page.getByRole('link', { name: /AR-1042/ }).click();
    await page.frameLocator('iframe[sandbox]').getByText('Order AR-1042 confirmed').waitFor();
    await page.screenshot({ path: '/tmp/mail-sandbox-message-desktop.png', fullPage: true });
    assert.deepEqual(errors, []);
    await page.close();
  });
});

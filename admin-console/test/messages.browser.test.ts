import {
  orderNumber,
  type AuthResponse,
  type MessageView,
  type OrderView,
  type StaffSettings,
} from '@arogya/contracts';
import {
  adminProduct,
  callJson,
  payInSandbox,
  SHIPPING_ADDRESS,
  until,
  verifyBody,
} from '@arogya/testing';
import { browserSuite, screenshot } from '@arogya/storefront/dist-test/test/browser.js';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { dialogShown, onScreen, overflow, pageProblems } from './console-checks.js';

/**
 * Issue 28 in the console: the messages the shop sent (from an order's link too), sending one
 * again, the templates' previews and who on the team hears what, at 1280 px and on a 375 px
 * phone, with the notifications service sending to the suite's mail sandbox.
 */
const ADMIN = { email: 'messages-web-admin@test.local', password: 'messages-web-admin-pass' };
const suite = browserSuite('msgweb', ADMIN, prepare, undefined, { notifications: true });
const WIDTHS = [1280, 375] as const;

let admin: AuthResponse;
let productId: string;
/** Two shoppers' paid orders: one for the wide screen, one for the phone. */
const bought: { order: OrderView; email: string; name: string }[] = [];

const api = (method: string, path: string, body?: unknown, token?: string) =>
  callJson(method, `${suite.base}${path}`, { body, token });
const asAdmin = (method: string, path: string, body?: unknown) =>
  api(method, path, body, admin.token);

/** The messages the API lists with `filter`, newest first. */
async function messagesWhere(filter: Record<string, string>): Promise<MessageView[]> {
  const query = `sort=${encodeURIComponent('["createdAt","DESC"]')}&range=[0,99]&filter=${encodeURIComponent(JSON.stringify(filter))}`;
  const r = await asAdmin('GET', `/api/admin/messages?${query}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body as MessageView[];
}

/** The order's confirmations to its shopper, once `count` of them are sent. */
const confirmationsSent = (orderId: string, email: string, count: number) =>
  until(
    async () => {
      const sent = (await messagesWhere({ orderId, template: 'order-placed' })).filter(
        (m) => m.recipient === email && m.state === 'sent',
      );
      return sent.length === count ? sent : undefined;
    },
    30_000,
    `${count} confirmation(s) of order ${orderId} sent`,
  );

/** A new shopper's paid order of the test's product. */
async function paidOrder(name: string): Promise<{ order: OrderView; email: string; name: string }> {
  const email = `${name.split(' ')[0]!.toLowerCase()}-${randomUUID().slice(0, 6)}@test.local`;
  const shopper = (
    await api('POST', '/api/users/register', { name, email, password: 'shopper-pass-1' })
  ).body as AuthResponse;
  const c = await api(
    'POST',
    '/api/checkout',
    {
      checkoutItems: [{ productId, quantity: 1 }],
      shippingAddress: { ...SHIPPING_ADDRESS, address: `${randomUUID()}` },
    },
    shopper.token,
  );
  assert.equal(c.status, 201, JSON.stringify(c.body));
  const o = await api('POST', '/api/createOrder', { courseId: c.body._id }, shopper.token);
  assert.equal(o.status, 200, JSON.stringify(o.body));
  const popup = await payInSandbox(suite.shop.sandbox.url, o.body.id);
  const v = await api('POST', '/api/verifyPayment', verifyBody(popup), shopper.token);
  assert.equal(v.status, 200, JSON.stringify(v.body));
  const order = await until(
    async () => {
      const mine = await api('GET', '/api/orders/my-orders', undefined, shopper.token);
      return (mine.body as OrderView[]).find((x) => x.checkoutId === c.body._id);
    },
    15_000,
    'the order',
  );
  return { order, email, name };
}

/** Before the tests: the admin, a product, and two paid orders whose confirmations went out. */
async function prepare() {
  admin = (await api('POST', '/api/users/login', ADMIN)).body as AuthResponse;
  const product = await adminProduct(api, admin.token, {
    name: 'Brahmi Tablets',
    price: 649,
    countInStock: 40,
  });
  productId = product._id as string;
  for (const name of ['Lakshmi Nair', 'Rohan Gupta']) {
    const purchase = await paidOrder(name);
    await confirmationsSent(purchase.order._id, purchase.email, 1);
    bought.push(purchase);
  }
}

/** A message's entry: a table row at 1280 px, a card on a phone. */
const messageEntries = (page: Page, width: number, text: string) =>
  width < 900
    ? page.getByTestId('message-card').filter({ hasText: text })
    : page.getByRole('row').filter({ hasText: text });

describe('messages in the console (issue 28)', () => {
  it("an order's link lists its messages only: the confirmation, sent, with its history (1280 px, 375 px)", async () => {
    const problems: string[] = [];
    for (const width of WIDTHS) {
      const [mine, other] = width === 1280 ? bought : [...bought].reverse();
      const { order, email } = mine!;
      const page = await suite.newPage(width, 900);
      await suite.signedIn(page, ADMIN, '/admin/orders');
      const orderEntry =
        width < 600
          ? page.locator('.phone-list li').filter({ hasText: order._id.slice(-6) })
          : page.getByRole('row').filter({ hasText: order._id.slice(-6) });
      const link = orderEntry.getByRole('link', {
        name: `Messages of order ${orderNumber(order._id)}`,
      });
      await link.waitFor();
      if (width === 375) await onScreen(link, width, 'the order’s Messages link');
      await screenshot(page, 'admin-orders-messages-link');
      await link.click();
      await page.waitForURL(/\/admin\/messages\?/);
      await page
        .getByTestId('message-scope')
        .getByText(`Messages of order ${orderNumber(order._id)}`)
        .waitFor();

      const entry = messageEntries(page, width, email).filter({ hasText: 'order-placed' });
      await entry.waitFor();
      const text = (await entry.innerText()).replace(/\s+/g, ' ');
      assert.ok(text.includes(orderNumber(order._id)), text);
      assert.ok(text.includes('E-mail'), text);
      assert.match(text, /is confirmed/, 'the subject');
      assert.equal(await entry.getByTestId('message-state').innerText(), 'Sent');
      assert.equal(
        await messageEntries(page, width, other!.email).count(),
        0,
        'the other order’s messages are not listed',
      );
      if (width === 375) {
        assert.equal(await page.locator('table').count(), 0, 'cards, no table');
        assert.ok((await overflow(page)) <= 1, 'the messages page fits 375 px');
        await onScreen(entry.getByTestId('message-resend'), width, 'Resend');
      }
      problems.push(...(await pageProblems(page, `messages @${width}`)));
      await screenshot(page, 'admin-messages-of-order');

      // its history: queued, then sent
      if (width === 375) await entry.getByRole('button', { name: 'History' }).click();
      else await entry.getByText('order-placed').click();
      const history = page.getByTestId('message-history').first();
      await history.waitFor();
      const steps = await history.getByTestId('history-state').allInnerTexts();
      assert.deepEqual(steps.slice(-1), ['Sent'], `history ${JSON.stringify(steps)}`);
      if (width === 375) assert.ok((await overflow(page)) <= 1, 'the history fits 375 px');
      problems.push(...(await pageProblems(page, `message history @${width}`)));
      await screenshot(page, 'admin-message-history');

      // back to every message: both orders' confirmations
      await page.getByRole('button', { name: 'Show every message' }).click();
      await messageEntries(page, width, other!.email).first().waitFor();
      await page.context().close();
    }
    assert.deepEqual(problems, []);
  });

  it("a user's link lists the messages sent to them, by their name (1280 px, 375 px)", async () => {
    const problems: string[] = [];
    for (const width of WIDTHS) {
      const [mine, other] = width === 1280 ? bought : [...bought].reverse();
      const page = await suite.newPage(width, 900);
      const q = encodeURIComponent(JSON.stringify({ q: mine!.email }));
      await suite.signedIn(page, ADMIN, `/admin/users?filter=${q}`);
      const userEntry =
        width < 600
          ? page.locator('.phone-list li').filter({ hasText: mine!.email })
          : page.getByRole('row').filter({ hasText: mine!.email });
      const link = userEntry.getByRole('link', { name: `Messages of ${mine!.name}` });
      await link.waitFor();
      if (width === 375) {
        await onScreen(link, width, 'the user’s Messages link');
        assert.ok((await overflow(page)) <= 1, 'the users page fits 375 px');
      }
      problems.push(...(await pageProblems(page, `users @${width}`)));
      await screenshot(page, 'admin-users-messages-link');
      await link.click();
      await page.waitForURL(/\/admin\/messages\?/);
      const scope = page.getByTestId('message-scope');
      await scope.getByText(mine!.email, { exact: false }).waitFor();
      assert.match(await scope.innerText(), new RegExp(`^Messages of ${mine!.name} \\(`));
      await messageEntries(page, width, mine!.email).first().waitFor();
      assert.equal(await messageEntries(page, width, other!.email).count(), 0);
      if (width === 375) assert.ok((await overflow(page)) <= 1, 'the messages page fits 375 px');
      problems.push(...(await pageProblems(page, `messages of a user @${width}`)));
      await screenshot(page, 'admin-messages-of-user');
      await page.context().close();
    }
    assert.deepEqual(problems, []);
  });

  it('Resend sends the confirmation again as a new message, and a second e-mail arrives (1280 px, 375 px)', async () => {
    const problems: string[] = [];
    for (const width of WIDTHS) {
      const { order, email } = width === 1280 ? bought[0]! : bought[1]!;
      // the order's confirmations only (the shopper's sign-up sent a verification e-mail too)
      const mails = () =>
        suite
          .mail!.messages()
          .filter((m) => m.to.includes(email) && /is confirmed/.test(m.subject));
      assert.equal(mails().length, 1, 'one confirmation so far');
      const page = await suite.newPage(width, 900);
      await suite.signedIn(page, ADMIN, '/admin/messages');
      const entries = messageEntries(page, width, email).filter({ hasText: 'order-placed' });
      await entries.first().waitFor();
      assert.equal(await entries.count(), 1);
      await entries.getByTestId('message-resend').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Send this message again?').waitFor();
      await dialogShown(page);
      problems.push(...(await pageProblems(page, `resend dialog @${width}`)));
      await screenshot(page, 'admin-message-resend', false);
      await dialog.getByRole('button', { name: 'Resend' }).click();
      await page.getByText('Message sent again').waitFor();

      // a new message, listed on top; the mail sandbox gets the same e-mail again
      const [again, first] = await confirmationsSent(order._id, email, 2);
      assert.notEqual(again!.id, first!.id);
      assert.equal(again!.subject, first!.subject);
      const second = await until(
        () => (mails().length === 2 ? mails()[1] : undefined),
        20_000,
        'the second e-mail',
      );
      assert.equal(second!.subject, mails()[0]!.subject);
      await page.reload();
      await until(async () => ((await entries.count()) === 2 ? true : undefined), 10_000, 'two');
      const states = await entries.getByTestId('message-state').allInnerTexts();
      assert.deepEqual(states, ['Sent', 'Sent']);
      if (width === 375) assert.ok((await overflow(page)) <= 1, 'the messages page fits 375 px');
      problems.push(...(await pageProblems(page, `messages after resend @${width}`)));
      await screenshot(page, 'admin-messages-resent');
      await page.context().close();
    }
    assert.deepEqual(problems, []);
  });

  it('a template opens on its preview: subject, the e-mail in a sandboxed frame, its text and WhatsApp (1280 px, 375 px)', async () => {
    const preview = (await asAdmin('GET', '/api/admin/message-templates/order-placed')).body as {
      subject: string;
      whatsapp: string | null;
    };
    const problems: string[] = [];
    for (const width of WIDTHS) {
      const page = await suite.newPage(width, 900);
      await suite.signedIn(page, ADMIN, '/admin/message-templates');
      const entry =
        width < 600
          ? page.locator('.phone-list li').filter({ hasText: 'order-placed' })
          : page.getByRole('row').filter({ hasText: 'order-placed' });
      const link = entry.getByRole('link', { name: 'Preview order-placed' });
      await link.waitFor();
      if (width === 375) {
        await onScreen(link, width, 'Preview');
        assert.ok((await overflow(page)) <= 1, 'the templates page fits 375 px');
      }
      problems.push(...(await pageProblems(page, `templates @${width}`)));
      await screenshot(page, 'admin-message-templates');

      await link.click();
      await page.waitForURL(/\/admin\/message-templates\/order-placed\/show$/);
      const subject = page.getByTestId('template-subject');
      await subject.waitFor();
      assert.equal(await subject.innerText(), preview.subject);
      const frame = page.getByTestId('template-html');
      assert.equal(await frame.getAttribute('sandbox'), '', 'a frame that may do nothing');
      assert.ok((await frame.getAttribute('srcdoc'))?.includes('#A1B2C3'), 'the sample order');
      // the e-mail shows in the frame: the sample order's lines
      const email = page.frameLocator('[data-testid="template-html"]').locator('body');
      await email.getByText('Whey Protein Isolate').first().waitFor();
      assert.match(await page.getByTestId('template-text').innerText(), /#A1B2C3/);
      assert.equal(await page.getByTestId('template-whatsapp').innerText(), preview.whatsapp);
      if (width === 375) assert.ok((await overflow(page)) <= 1, 'the preview fits 375 px');
      problems.push(...(await pageProblems(page, `template preview @${width}`)));
      await screenshot(page, 'admin-message-template-preview');
      await page.context().close();
    }
    assert.deepEqual(problems, []);
  });

  it('notification settings save a new order e-mail, and a bad address shows the server’s refusal (1280 px, 375 px)', async () => {
    const settingsNow = async () =>
      (await asAdmin('GET', '/api/admin/notification-settings')).body as StaffSettings;
    const problems: string[] = [];
    for (const width of WIDTHS) {
      const page = await suite.newPage(width, 900);
      if (width === 1280) {
        // reachable from the menu
        await suite.signedIn(page, ADMIN, '/admin');
        await page.getByRole('menuitem', { name: 'Notification settings' }).click();
      } else await suite.signedIn(page, ADMIN, '/admin/notification-settings');
      const orderEmails = page.getByTestId('settings-order-emails');
      await orderEmails.waitFor();
      const before = await settingsNow();
      assert.equal(await orderEmails.inputValue(), before.orderEmails.join('\n'));
      const added = `desk-${width}-${randomUUID().slice(0, 6)}@shop.test`;
      await orderEmails.fill([...before.orderEmails, added].join('\n'));
      const save = page.getByTestId('settings-save');
      if (width === 375) await onScreen(save, width, 'Save');
      await save.click();
      await page.getByText('Notification settings saved').waitFor();
      const saved = await settingsNow();
      assert.deepEqual(saved.orderEmails, [...before.orderEmails, added]);
      assert.equal(saved.lowStockThreshold, before.lowStockThreshold);
      if (width === 375) assert.ok((await overflow(page)) <= 1, 'the settings fit 375 px');
      problems.push(...(await pageProblems(page, `settings @${width}`)));
      await screenshot(page, 'admin-notification-settings');

      // a bad address: the server's 400 in the page, beside the field; nothing changes
      await orderEmails.fill(`${added}\nnot-an-address`);
      await save.click();
      const refusal = page.getByTestId('settings-error');
      await refusal.waitFor();
      assert.equal(
        await refusal.innerText(),
        'Not saved: orderEmails: "not-an-address" is not an e-mail address',
      );
      await page.getByText('"not-an-address" is not an e-mail address', { exact: true }).waitFor();
      assert.deepEqual(await settingsNow(), saved);
      if (width === 375) assert.ok((await overflow(page)) <= 1, 'the refusal fits 375 px');
      problems.push(...(await pageProblems(page, `settings refused @${width}`)));
      await screenshot(page, 'admin-notification-settings-refused');
      await page.context().close();
    }
    assert.deepEqual(problems, []);
  });
});

import { LEGAL_VERSIONS, type AuthResponse, type ErasureRequestView } from '@arogya/contracts';
import { callJson, until } from '@arogya/testing';
import { browserSuite, screenshot } from '@arogya/storefront/dist-test/test/browser.js';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Locator } from 'playwright-core';
import { dialogShown, onScreen, overflow, pageProblems } from './console-checks.js';

/**
 * Issue 29, item 7 in the console: a user's page (who they are, how they sign in, what they
 * consented to, their erasure requests) and the password reset link an admin sends from it, at
 * 1280 px and on a 375 px phone, with the notifications service sending to the suite's mail
 * sandbox.
 */
const ADMIN = { email: 'users-web-admin@test.local', password: 'users-web-admin-pass' };
const suite = browserSuite('userweb', ADMIN, prepare, undefined, { notifications: true });
const WIDTHS = [1280, 375] as const;
const PASSWORD = 'shopper-pass-1';

let admin: AuthResponse;
/** A shopper for each width, signed up by the API (so: a password, an unverified address). */
const shoppers = new Map<number, { id: string; name: string; email: string }>();
/** A shopper who asked for their account to be erased, and their request once completed. */
let erased: { id: string; email: string; request: ErasureRequestView };

const api = (method: string, path: string, body?: unknown, token?: string) =>
  callJson(method, `${suite.base}${path}`, { body, token });

/** A new shopper, signed up with a password, and their token. */
async function register(name: string) {
  const email = `${name.split(' ')[0]!.toLowerCase()}-${randomUUID().slice(0, 6)}@test.local`;
  const r = await api('POST', '/api/users/register', { name, email, password: PASSWORD });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  const { user, token } = r.body as AuthResponse;
  return { id: user._id, name, email, token };
}

/** Before the tests: the admin, two shoppers, and a third whose erasure has completed. */
async function prepare() {
  admin = (await api('POST', '/api/users/login', ADMIN)).body as AuthResponse;
  shoppers.set(1280, await register('Meera Iyer'));
  shoppers.set(375, await register('Arjun Menon'));
  const leaving = await register('Kavya Reddy');
  const asked = await api('POST', '/api/users/me/erasure', { password: PASSWORD }, leaving.token);
  assert.equal(asked.status, 202, JSON.stringify(asked.body));
  // every service erases its part on its own: the page is read once all have
  const request = await until(
    async () => {
      const r = await api(
        'GET',
        `/api/admin/data-requests?userId=${leaving.id}`,
        undefined,
        admin.token,
      );
      assert.equal(r.status, 200, JSON.stringify(r.body));
      const [latest] = r.body as ErasureRequestView[];
      return latest?.state === 'completed' ? latest : undefined;
    },
    60_000,
    'the erasure completed',
  );
  erased = { id: leaving.id, email: leaving.email, request };
}

/** A text with its white space as one space each. */
const flat = async (target: Locator) => (await target.innerText()).replace(/\s+/g, ' ').trim();

describe("a user's page in the console (issue 29)", () => {
  it('opens from the users list and shows the shopper, unverified, with the terms and privacy versions they agreed to (1280 px, 375 px)', async () => {
    const problems: string[] = [];
    for (const width of WIDTHS) {
      const shopper = shoppers.get(width)!;
      const page = await suite.newPage(width, 900);
      await suite.signedIn(page, ADMIN, '/admin/users');
      await page.getByPlaceholder('Search name or email').fill(shopper.email);
      // the search applies after a pause: the list then holds the shopper alone
      const entries = width < 600 ? page.locator('.phone-list li') : page.locator('tbody tr');
      await until(
        async () => ((await entries.count()) === 1 ? true : undefined),
        10_000,
        'the search applied',
      );
      const entry = entries.filter({ hasText: shopper.email });
      const link = entry.getByRole('link', { name: shopper.name, exact: true });
      await link.waitFor();
      if (width === 375) await onScreen(link, width, 'the user’s name link');
      await screenshot(page, 'admin-users-name-link');
      await link.click();
      await page.waitForURL(new RegExp(`/admin/users/${shopper.id}/show$`));

      const userPage = page.getByTestId('user-page');
      await userPage.waitFor();
      assert.equal(await page.locator('h1').innerText(), shopper.name);
      assert.equal(await page.getByTestId('user-name').innerText(), shopper.name);
      assert.equal(await flat(page.getByTestId('user-email')), `${shopper.email} Not verified`);
      assert.equal(await page.getByTestId('user-email-verified').innerText(), 'Not verified');
      assert.equal(await page.getByTestId('user-phone').innerText(), '—');
      assert.deepEqual(await page.getByTestId('sign-in-method').allInnerTexts(), ['Password']);
      assert.equal(await page.getByTestId('user-role').innerText(), 'Customer');
      assert.match(await page.getByTestId('user-joined').innerText(), /^\d{1,2} \w{3} \d{4}$/);

      // what they agreed to at sign-up: the terms and the privacy notice, by version
      const consents = page.getByTestId('user-consents').getByTestId('consent');
      assert.equal(await consents.count(), 2);
      for (const [what, version] of [
        ['Terms of use', LEGAL_VERSIONS.terms],
        ['Privacy notice', LEGAL_VERSIONS.privacy],
      ] as const) {
        const consent = consents.filter({ hasText: what });
        assert.equal(await consent.getByTestId('consent-version').innerText(), version);
        const text = await flat(consent);
        assert.ok(text.includes('Given') && text.includes('Sign-up'), text);
      }
      assert.equal(
        await page.getByTestId('no-data-requests').innerText(),
        'No data requests.',
        'no erasure asked for',
      );
      // the user's messages stay a click away
      await page.getByRole('link', { name: `Messages of ${shopper.name}` }).waitFor();
      if (width === 375) {
        assert.equal(await page.locator('table').count(), 0, 'cards, no table');
        assert.ok((await overflow(page)) <= 1, 'the user page fits 375 px');
        await onScreen(page.getByTestId('password-reset'), width, 'Send password reset link');
      }
      problems.push(...(await pageProblems(page, `user page @${width}`)));
      await screenshot(page, 'admin-user-page');
      await page.context().close();
    }
    assert.deepEqual(problems, []);
  });

  it('"Send password reset link" asks first, then says where the link went, and the e-mail arrives (1280 px, 375 px)', async () => {
    const problems: string[] = [];
    for (const width of WIDTHS) {
      const shopper = shoppers.get(width)!;
      const page = await suite.newPage(width, 900);
      await suite.signedIn(page, ADMIN, `/admin/users/${shopper.id}/show`);
      await page.getByTestId('user-page').waitFor();
      await page.getByRole('button', { name: 'Send password reset link' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Send a password reset link?').waitFor();
      assert.match(await dialog.innerText(), new RegExp(`link at ${shopper.email}`));
      await dialogShown(page);
      problems.push(...(await pageProblems(page, `reset dialog @${width}`)));
      await screenshot(page, 'admin-user-reset-dialog', false);
      await dialog.getByRole('button', { name: 'Send link' }).click();

      // the API's own words, and the e-mail in the sandbox
      await page.getByText(`A link to reset the password was sent to ${shopper.email}`).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await screenshot(page, 'admin-user-reset-sent', false);
      const mail = await suite.mail!.waitFor(
        (m) => m.to.includes(shopper.email) && /Reset your Arogya password/.test(m.subject),
        30_000,
      );
      assert.match(mail.text ?? '', /\/reset-password\?token=/, 'the link to set a password');
      await page.context().close();
    }
    assert.deepEqual(problems, []);
  });

  it('an erased account says so plainly, lists its completed data request, and sends no reset link (1280 px, 375 px)', async () => {
    const problems: string[] = [];
    for (const width of WIDTHS) {
      const page = await suite.newPage(width, 900);
      await suite.signedIn(page, ADMIN, `/admin/users/${erased.id}/show`);
      const notice = page.getByTestId('user-erased');
      await notice.waitFor();
      assert.match(
        await flat(notice),
        /^This person’s data was erased on \d{1,2} \w{3} \d{4}; their orders remain, nameless\.$/,
      );
      assert.equal(await page.getByTestId('user-email').innerText(), '—');
      assert.equal(await page.getByTestId('user-sign-in').innerText(), 'No way to sign in');

      const request = page.getByTestId('data-request');
      assert.equal(await request.count(), 1);
      assert.equal(await request.getAttribute('data-state'), 'completed');
      assert.equal(await request.getByTestId('data-request-state').innerText(), 'Completed');
      assert.notEqual(await request.getByTestId('data-request-completed').innerText(), 'Not yet');
      assert.equal(
        await request.getByTestId('data-request-pending').innerText(),
        'None: every service is done',
      );
      assert.equal(
        await request.getByTestId('data-request-due').locator('[data-overdue]').count(),
        0,
        'a completed request is never overdue',
      );

      const reset = page.getByTestId('password-reset');
      assert.ok(await reset.isDisabled(), 'no reset link for an erased account');
      if (width === 1280) {
        await reset.locator('..').hover();
        assert.equal(await page.getByRole('tooltip').innerText(), 'This account was erased');
      }
      if (width === 375) assert.ok((await overflow(page)) <= 1, 'the erased page fits 375 px');
      problems.push(...(await pageProblems(page, `erased user page @${width}`)));
      await screenshot(page, 'admin-user-erased');
      await page.context().close();
    }
    assert.ok(
      !suite.mail!.messages().some((m) => m.to.includes(erased.email) && /Reset/.test(m.subject)),
      'no reset e-mail to the erased address',
    );
    assert.deepEqual(problems, []);
  });

  it('a user who does not exist shows why, with a way to try again', async () => {
    const page = await suite.newPage(1280, 900);
    await suite.signedIn(page, ADMIN, `/admin/users/${randomUUID()}/show`);
    const error = page.getByTestId('load-error');
    await error.waitFor();
    assert.match(await error.innerText(), /Could not load the user: User not found/);
    await error.getByRole('button', { name: 'Try again' }).waitFor();
    assert.equal(await page.getByTestId('password-reset').count(), 0, 'nothing to act on');
    assert.deepEqual(await pageProblems(page, 'user not found'), []);
    await screenshot(page, 'admin-user-not-found');
    await page.context().close();
  });
});

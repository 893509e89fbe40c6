import {
  ERASURE_KEEPS,
  LEGAL_VERSIONS,
  type ContactInfo,
  type OrderView,
  type SavedAddress,
} from '@arogya/contracts';
import { callJson, until } from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { addFromCard, browserSuite, expectToast, screenshot } from './browser.js';
import { checkPage, onDesktopToo } from './page-checks.js';

const ADMIN = { email: 'data-admin@test.local', password: 'data-admin-pass' };
const suite = browserSuite('mydata', ADMIN, undefined, undefined, { notifications: true });
const { newPage } = suite;

const api = (method: string, path: string, body?: unknown, token?: string) =>
  callJson(method, `${suite.base}${path}`, { body, token });

const ADDRESSES = '[data-testid="profile-addresses"]';
const YOUR_DATA = '[data-testid="profile-your-data"]';
const DIALOG = '[data-testid="delete-account-dialog"]';

/** A shopper of the test's own, registered through the API: e-mail, password and token. */
async function registered(name: string) {
  const shopper = {
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}-${randomUUID().slice(0, 6)}@test.local`,
    password: `${randomUUID().slice(0, 8)}-pass`,
  };
  const reg = await api('POST', '/api/users/register', shopper);
  assert.equal(reg.status, 201, JSON.stringify(reg.body));
  return { ...shopper, token: reg.body.token as string };
}

/** The address book as the server has it. */
const bookOf = async (token: string) =>
  (await api('GET', '/api/users/me/addresses', undefined, token)).body as SavedAddress[];

/** Types `fields` into the address fields named `<prefix>-<field>` (a select is chosen). */
async function fill(page: Page, prefix: string, fields: Record<string, string>) {
  for (const [key, value] of Object.entries(fields)) {
    const field = page.getByTestId(`${prefix}-${key}`);
    if (key === 'state') await field.selectOption(value);
    else await field.fill(value);
  }
}

/** Waits until the field `id` holds `value` (the form is filled after the book arrives). */
const holds = (page: Page, id: string, value: string) =>
  page.waitForFunction(
    ([id, value]) => (document.getElementById(id!) as HTMLInputElement | null)?.value === value,
    [id, value],
  );

/** Puts the catalogue's first product into the signed-in shopper's cart from its card. */
async function addFirstProduct(page: Page) {
  await page.goto(`${suite.base}/collections/all`);
  await addFromCard(page);
}

/** Continues to payment, pays in the sandbox's popup and waits for the confirmation. */
async function pay(page: Page) {
  await page.getByTestId('continue-to-payment').click();
  await page.getByTestId('sandbox-pay').click();
  await page.waitForURL(/\/order-confirmation/);
}

const PRIYA = {
  firstName: 'Priya',
  lastName: 'Nair',
  address: '14 Residency Road, Richmond Town',
  postalCode: '560038',
  phone: '9876543210',
};
const ANIL = {
  firstName: 'Anil',
  lastName: 'Nair',
  address: '21 Fateh Sagar Road',
  postalCode: '313001',
  phone: '9812345678',
};

describe('the address book (issue 29), at 375 px', () => {
  it('keeps two addresses on the profile; the default fills the checkout, the other is one tap away, and paying works', async () => {
    const shopper = await registered('Priya Nair');
    const page = await newPage(375, 800);
    // a book that cannot be read says so, and is asked again
    const list = '**/api/users/me/addresses';
    await page.route(list, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The address book is not available right now' }),
      }),
    );
    await suite.signedIn(page, shopper, '/profile');
    const book = page.getByTestId('profile-addresses');
    await book.getByText('Error: The address book is not available right now').waitFor();
    await page.unroute(list);
    await book.getByRole('button', { name: 'Try again' }).click();
    await book.getByTestId('addresses-empty').getByText('No saved addresses yet').waitFor();
    await checkPage(page, 'profile-addresses-empty', ADDRESSES);

    // the checkout's rules and messages, each under its field, which is marked and focused
    await book.getByTestId('address-add').click();
    await book.getByTestId('address-save').click();
    await book
      .locator('#address-firstName-error')
      .getByText('Enter your first name', { exact: true })
      .waitFor();
    assert.equal(await book.getByTestId('address-firstName').getAttribute('aria-invalid'), 'true');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'address-firstName');
    assert.equal(await page.getByLabel('First name').getAttribute('id'), 'address-firstName');

    // the message goes once the field is changed
    await book.getByTestId('address-firstName').fill('Pr');
    await book.locator('#address-firstName-error').waitFor({ state: 'detached' });

    // a PIN that does not exist is not kept: its message on the field, which gets the focus
    await fill(page, 'address', { ...PRIYA, city: 'Bengaluru', postalCode: '999999' });
    await book
      .locator('#address-postalCode-lookup')
      .getByText('PIN code 999999 does not exist')
      .waitFor();
    await book.getByTestId('address-save').click();
    await page.waitForFunction(() => document.activeElement?.id === 'address-postalCode');
    assert.deepEqual(await bookOf(shopper.token), []);

    // the PIN, as at checkout: the promise, and the state and city filled in
    await fill(page, 'address', { city: '', ...PRIYA });
    await book
      .getByTestId('address-delivery-promise')
      .getByText(/^Delivers to 560038 by \w{3}, \d{1,2} \w{3}$/)
      .waitFor();
    await holds(page, 'address-state', 'Karnataka');
    await holds(page, 'address-city', 'Bengaluru');
    await checkPage(page, 'profile-address-form', ADDRESSES);
    await onDesktopToo(page, 'profile-address-form', ADDRESSES);
    await book.getByTestId('address-save').click();
    await book.getByTestId('addresses-status').getByText('The address is saved.').waitFor();
    const first = book.getByTestId('address-card').first();
    await first.getByRole('heading', { name: 'Priya Nair' }).waitFor();
    await first.getByTestId('address-default').getByText('Default').waitFor();

    // a second one, made the default: it comes first
    await book.getByTestId('address-add').click();
    await fill(page, 'address', ANIL);
    await book
      .getByTestId('address-delivery-promise')
      .getByText(/^Delivers to 313001/)
      .waitFor();
    await holds(page, 'address-state', 'Rajasthan');
    await book.getByTestId('address-save').click();
    await book
      .getByTestId('address-card')
      .nth(1)
      .getByRole('heading', { name: 'Anil Nair' })
      .waitFor();
    await book.getByRole('button', { name: 'Make default for Anil Nair' }).click();
    await book
      .getByTestId('addresses-status')
      .getByText("Anil Nair's address is now your default.")
      .waitFor();
    await first.getByRole('heading', { name: 'Anil Nair' }).waitFor();
    assert.equal(await first.getAttribute('data-default'), 'true');

    // changed in place; a third one deleted after its question
    await book.getByRole('button', { name: 'Edit Priya Nair' }).click();
    await book.getByTestId('address-phone').fill('9123456780');
    await book.getByTestId('address-save').click();
    await book.getByText('Phone 9123456780').waitFor();
    const third = await api(
      'POST',
      '/api/users/me/addresses',
      { ...PRIYA, firstName: 'Someone', city: 'Bengaluru', state: 'Karnataka', country: 'INDIA' },
      shopper.token,
    );
    assert.equal(third.status, 201, JSON.stringify(third.body));
    await page.reload();
    await book.getByTestId('address-card').nth(2).waitFor();
    await book.getByRole('button', { name: 'Delete Someone Nair' }).click();
    await book.getByText('Delete this address from your address book?').waitFor();
    await checkPage(page, 'profile-address-delete', ADDRESSES);
    await book.getByTestId('address-delete-confirm').click();
    await book.getByTestId('addresses-status').getByText('The address is deleted.').waitFor();
    assert.equal(await book.getByTestId('address-card').count(), 2);
    await checkPage(page, 'profile-addresses', ADDRESSES);
    await onDesktopToo(page, 'profile-addresses', ADDRESSES);
    const saved = await bookOf(shopper.token);
    assert.deepEqual(
      saved.map((a) => [a.firstName, a.isDefault, a.phone]),
      [
        ['Anil', true, ANIL.phone],
        ['Priya', false, '9123456780'],
      ],
    );

    // the checkout: filled from the default, the promise for its PIN, nothing to save
    await addFirstProduct(page);
    await page.goto(`${suite.base}/checkout`);
    const chooser = page.getByTestId('address-chooser');
    await chooser.waitFor();
    await holds(page, 'checkout-firstName', 'Anil');
    await holds(page, 'checkout-postalCode', '313001');
    assert.equal(await page.getByTestId('checkout-state').inputValue(), 'Rajasthan');
    const promise = page.getByTestId('checkout-delivery-promise');
    await promise.getByText(/^Delivers to 313001 by /).waitFor();
    const anil = chooser.getByRole('radio', { name: /^Deliver to Anil Nair/ });
    assert.equal(await anil.isChecked(), true);
    assert.equal(await page.getByTestId('checkout-save-address').count(), 0);
    await checkPage(page, 'checkout-saved-addresses', '[data-testid="address-chooser"]');
    await onDesktopToo(page, 'checkout-saved-addresses', '[data-testid="address-chooser"]');

    // "Use a new address" empties the form and offers to keep it (not ticked: the book has some)
    await chooser.getByText('Use a new address').click();
    await holds(page, 'checkout-firstName', '');
    const keep = page.getByTestId('checkout-save-address');
    assert.equal(await keep.isChecked(), false);

    // the other saved address: its fields, its state and promise
    await chooser.getByRole('radio', { name: /^Deliver to Priya Nair/ }).check();
    await holds(page, 'checkout-firstName', 'Priya');
    await holds(page, 'checkout-phone', '9123456780');
    await promise.getByText(/^Delivers to 560038 by /).waitFor();
    assert.equal(await page.getByTestId('checkout-state').inputValue(), 'Karnataka');
    assert.equal(await anil.isChecked(), false);
    await screenshot(page, 'checkout-saved-address-switched');
    await pay(page);

    const orders = (await api('GET', '/api/orders/my-orders', undefined, shopper.token))
      .body as OrderView[];
    assert.equal(orders.length, 1);
    assert.equal(orders[0]!.shippingAddress.address, PRIYA.address);
    assert.equal((await bookOf(shopper.token)).length, 2, 'nothing added to the book');
    await page.context().close();
  });

  it('a new address typed at checkout joins an empty book when paying; a book that cannot take it does not stop the payment', async () => {
    const shopper = await registered('Farah Khan');
    const page = await newPage(375, 800);
    await suite.signedIn(page, shopper, '/collections/all');
    const typed = { ...PRIYA, firstName: 'Farah', lastName: 'Khan' };

    // the book refuses: a note, and the payment goes on
    await addFirstProduct(page);
    await page.goto(`${suite.base}/checkout`);
    const keep = page.getByTestId('checkout-save-address');
    await keep.waitFor();
    assert.equal(await keep.isChecked(), true, 'ticked while the book is empty');
    assert.equal(await page.getByTestId('address-chooser').count(), 0);
    await fill(page, 'checkout', typed);
    await page
      .getByTestId('checkout-delivery-promise')
      .getByText(/^Delivers to 560038/)
      .waitFor();
    await page.route('**/api/users/me/addresses', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'The address book is not available right now' }),
          })
        : route.fallback(),
    );
    await page.getByTestId('continue-to-payment').click();
    await page.getByTestId('sandbox-checkout').waitFor();
    await expectToast(page, 'This address could not be saved to your address book');
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/\/order-confirmation/);
    assert.deepEqual(await bookOf(shopper.token), []);
    await page.unroute('**/api/users/me/addresses');

    // the next checkout: still ticked, and kept this time (the first address is the default)
    await addFirstProduct(page);
    await page.goto(`${suite.base}/checkout`);
    await keep.waitFor();
    assert.equal(await keep.isChecked(), true);
    await fill(page, 'checkout', typed);
    await page
      .getByTestId('checkout-delivery-promise')
      .getByText(/^Delivers to 560038/)
      .waitFor();
    await pay(page);
    const [kept] = await until(
      async () => ((await bookOf(shopper.token)).length ? bookOf(shopper.token) : undefined),
      10_000,
      'the address kept',
    );
    assert.equal(kept!.firstName, 'Farah');
    assert.equal(kept!.state, 'Karnataka');
    assert.equal(kept!.isDefault, true);
    await page.context().close();
  });
});

describe('your data (issue 29), at 375 px', () => {
  it('downloads one JSON file with every part the shop holds; a refusal is said in the row', async () => {
    const shopper = await registered('Kiran Das');
    const page = await newPage(375, 800);
    await suite.signedIn(page, shopper, '/profile');
    const row = page.getByTestId('data-download');
    await row.getByTestId('data-download-button').waitFor();
    await checkPage(page, 'profile-your-data', YOUR_DATA);
    await onDesktopToo(page, 'profile-your-data', YOUR_DATA);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByTestId('data-download-button').click(),
    ]);
    assert.match(download.suggestedFilename(), /^arogya-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as Record<
      string,
      unknown
    >;
    for (const part of ['users', 'cart', 'checkout', 'orders', 'notifications'])
      assert.ok(part in file, `the file has ${part}: ${Object.keys(file).join(', ')}`);
    assert.match(JSON.stringify(file.users), new RegExp(shopper.email));
    await row
      .getByTestId('data-download-status')
      .getByText(`Downloaded ${download.suggestedFilename()}.`)
      .waitFor();

    // a service that cannot answer: the server's words, in red
    const gatherFailed = 'Some of your data could not be gathered right now.';
    await page.route('**/api/users/me/data', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: gatherFailed }),
      }),
    );
    await row.getByTestId('data-download-button').click();
    const status = row.getByTestId('data-download-status');
    await status.getByText(gatherFailed).waitFor();
    assert.match((await status.getAttribute('class')) ?? '', /text-red-700/);
    await page.context().close();
  });

  it('deletes the account: a wrong password is refused under the field; then signed out, told so, the old session refused, and an e-mail sent', async () => {
    const shopper = await registered('Rohan Mehta');
    const page = await newPage(375, 800);
    await suite.signedIn(page, shopper, '/profile');
    await addFirstProduct(page);
    await page.goto(`${suite.base}/profile`);
    const open = page.getByTestId('data-delete-button');
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await dialog.getByText(ERASURE_KEEPS).waitFor();
    await dialog.getByText(/within 30 days, usually within minutes/).waitFor();
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('type')),
      'password',
    );
    await checkPage(page, 'delete-account-dialog', DIALOG);
    await onDesktopToo(page, 'delete-account-dialog', DIALOG);

    // Escape closes it; nothing is asked of the server
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await open.click();

    await dialog.getByLabel('Your password', { exact: true }).fill('not-the-password');
    await dialog.getByTestId('delete-account-confirm').click();
    await dialog
      .getByTestId('delete-account-password-error')
      .getByText('Please enter your password to confirm')
      .waitFor();
    assert.equal(
      await dialog.getByTestId('delete-account-password').getAttribute('aria-invalid'),
      'true',
    );
    await checkPage(page, 'delete-account-wrong-password', DIALOG);
    assert.equal((await api('GET', '/api/users/me', undefined, shopper.token)).status, 200);

    await dialog.getByLabel('Your password', { exact: true }).fill(shopper.password);
    await dialog.getByTestId('delete-account-confirm').click();
    const done = page.getByTestId('account-deleted');
    await done.getByRole('heading', { name: 'Your account is being deleted.' }).waitFor();
    await done.getByText('We have e-mailed you the details.').waitFor();
    const kept = await page.evaluate(() => ({
      user: localStorage.getItem('userInfo'),
      token: localStorage.getItem('userToken'),
      cart: localStorage.getItem('cart'),
    }));
    assert.deepEqual(kept, { user: null, token: null, cart: null }, 'signed out as Logout does');
    await checkPage(page, 'account-deleted', '[data-testid="account-deleted"]');
    await onDesktopToo(page, 'account-deleted', '[data-testid="account-deleted"]');

    await until(
      async () =>
        (await api('GET', '/api/users/me', undefined, shopper.token)).status === 401 || undefined,
      10_000,
      'the old session refused',
    );
    const mail = await suite.mail!.waitFor(
      (m) =>
        m.to.includes(shopper.email) &&
        m.subject === 'We have your request to delete your Arogya account',
      20_000,
    );
    assert.ok(mail);
    // the profile now sends to sign in
    await page.goto(`${suite.base}/profile`);
    await page.waitForURL(/\/login\?redirect=profile/);
    await page.context().close();
  });
});

describe('the privacy policy (issue 29)', () => {
  it('names the grievance officer and says how to see, correct and erase your data, and since which version', async () => {
    const { body: info } = (await api('GET', '/api/contact')) as { body: ContactInfo };
    const page = await newPage(375, 800);
    await page.goto(`${suite.base}/privacyPolicy`);
    const officer = page.getByTestId('grievance-officer');
    await officer.getByText(info.grievanceOfficer.name).waitFor();
    await officer.getByText(info.grievanceOfficer.email).waitFor();
    const rights = page.locator('#rights');
    await rights.getByRole('heading', { name: /Your Rights/ }).waitFor();
    for (const said of [
      /Download my data/,
      /Delete my account/,
      /within 30 days/,
      /GST invoices and credit notes are kept for 8 years/,
      /under Messages on your profile/,
      /copies in our internal logs are deleted within 30 days/,
    ])
      await rights.getByText(said).first().waitFor();
    await page
      .getByTestId('privacy-version')
      .getByText(new RegExp(`version ${LEGAL_VERSIONS.privacy}`))
      .waitFor();
    await checkPage(page, 'privacy-policy');
    await onDesktopToo(page, 'privacy-policy');
    await page.context().close();
  });
});

import type { Preferences, Profile } from '@arogya/contracts';
import { callJson, until } from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomInt, randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { addFromCard, browserSuite, expectToast, toasts } from './browser.js';
import { checkPage, onDesktopToo } from './page-checks.js';

const ADMIN = { email: 'accounts-admin@test.local', password: 'accounts-admin-pass' };
const suite = browserSuite(
  'accounts',
  ADMIN,
  undefined,
  {
    // a new code may follow at once (the page's own 30 s wait is on its clock, which the test
    // moves), and this machine may ask for as many as the tests need; per number, 5 an hour
    OTP_RESEND_GAP_SECONDS: '0',
    OTP_SENDS_PER_CLIENT_HOUR: '1000',
  },
  { sms: true },
);
const { newPage } = suite;

const api = (method: string, path: string, body?: unknown, token?: string) =>
  callJson(method, `${suite.base}${path}`, { body, token });

/** A shopper of the test's own, e-mail and password. */
const someone = (name: string) => ({
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}-${randomUUID().slice(0, 6)}@test.local`,
  password: `${randomUUID().slice(0, 8)}-pass`,
});

/** A mobile number no other test uses: 10 digits from 6 to 9, as the server keeps it too. */
const someMobile = () => {
  const digits = `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  return { digits, kept: `91${digits}`, typed: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` };
};

/** The first link to the shop's `page` in a plain-text e-mail. */
const linkIn = (text: string | null | undefined, page: string) => {
  const link = new RegExp(`^(\\S+/${page}\\?token=\\S+)$`, 'm').exec(text ?? '')?.[1];
  assert.ok(link, `a /${page} link in ${text}`);
  assert.ok(link.startsWith(`${suite.base}/${page}?token=`), link);
  return link;
};

/** What is stored as the session in the page's browser. */
const session = (page: Page) =>
  page.evaluate(() => ({
    user: JSON.parse(localStorage.getItem('userInfo') ?? 'null') as { name: string } | null,
    token: localStorage.getItem('userToken'),
  }));

/** The 6-digit code of a text, as it starts it ("482913 is your Arogya …"). */
const codeOf = (text: string) => {
  const code = /^(\d{6}) is your Arogya/.exec(text)?.[1];
  assert.ok(code, text);
  return code;
};

/** `token`'s session has ended, as the gateway sees it (it learns by an event). */
const ended = (token: string) =>
  until(
    async () =>
      (await api('GET', '/api/users/me', undefined, token)).status === 401 ? true : undefined,
    10_000,
    'the old session refused',
  );

/** Where `testId`'s element starts, from the top of the page. */
const topOf = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).boundingBox())!.y;

describe('accounts (issue 29), at 375 px', () => {
  it('signs up with a phone code: the number as people type it, the code from the SMS, a name asked once', async () => {
    const mobile = someMobile();
    const page = await newPage(375, 800);
    // the page's clock moves when the test says (the resend's 30 s), and with real time
    await page.clock.install();
    await page.goto(`${suite.base}/login`);
    const phone = page.getByTestId('phone-signin-phone');
    await phone.waitFor();
    assert.ok(
      (await topOf(page, 'phone-signin')) < (await topOf(page, 'login-email')),
      'on a phone, the phone form comes first',
    );
    assert.equal(await page.getByText('Hey There !').count(), 1, "SPEC's heading stays");
    await checkPage(page, 'login-phone');

    await phone.fill(mobile.typed);
    await page.getByTestId('phone-signin-send').click();
    const code = page.getByTestId('phone-signin-code');
    await code.waitFor();
    assert.equal(await code.getAttribute('autocomplete'), 'one-time-code');
    assert.equal(await code.getAttribute('inputmode'), 'numeric');
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('inputmode')),
      'numeric',
    );
    await page.getByText(/We have sent a 6-digit code to \+91/).waitFor();
    const resend = page.getByTestId('phone-signin-resend');
    assert.equal(await resend.isDisabled(), true, 'no resend at once');
    assert.match(await resend.innerText(), /^Resend code in (30|29|28) s$/);
    await checkPage(page, 'login-phone-code');

    const first = await suite.sms!.waitFor((m) => m.mobile === mobile.kept, 20_000);
    assert.equal(first.templateId, 'arogya_sign_in_code');
    const seen = new Set([first.id]);
    const nextText = async () => {
      const text = await suite.sms!.waitFor(
        (m) => m.mobile === mobile.kept && !seen.has(m.id),
        20_000,
      );
      seen.add(text.id);
      return text;
    };

    // a wrong code: the server's words under the field, which is marked
    const wrong = String((Number(codeOf(first.text)) + 1) % 1_000_000).padStart(6, '0');
    await code.fill(wrong);
    await page.getByTestId('phone-signin-verify').click();
    await page
      .getByTestId('phone-signin-code-error')
      .getByText('That code is not right. 4 tries left.')
      .waitFor();
    assert.equal(await code.getAttribute('aria-invalid'), 'true');
    await checkPage(page, 'login-phone-wrong-code');

    // 30 s on, a new code may be asked for; the field keeps the focus
    await page.clock.fastForward(31_000);
    await page.getByRole('button', { name: 'Resend code', exact: true }).click();
    await nextText();
    await page.getByRole('button', { name: /^Resend code in \d+ s$/ }).waitFor();
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('autocomplete')),
      'one-time-code',
    );
    // "Change number" goes back with the number kept
    await page.getByTestId('phone-signin-change').click();
    assert.equal(await phone.inputValue(), mobile.typed);
    await page.getByTestId('phone-signin-send').click();
    await code.waitFor();
    const newest = codeOf((await nextText()).text);

    // typed as people copy it, with a space: the field keeps the six digits
    await code.fill(`${newest.slice(0, 3)} ${newest.slice(3)}`);
    assert.equal(await code.inputValue(), newest);
    await page.getByTestId('phone-signin-verify').click();
    const name = page.getByTestId('name-prompt-name');
    await name.waitFor();
    assert.equal((await session(page)).user, null, 'kept only once the name is asked');
    await checkPage(page, 'login-phone-name');
    await name.fill('Meera Iyer');
    await page.getByTestId('name-prompt-save').click();
    // the home page, the listing of every product (at `/` itself since issue 31)
    await page.waitForURL((u) => u.pathname === '/');
    const { user, token } = await session(page);
    assert.equal(user?.name, 'Meera Iyer');

    const me = (await api('GET', '/api/users/me', undefined, token!)).body as Profile;
    assert.equal(me.name, 'Meera Iyer');
    assert.equal(me.phone, mobile.kept);
    assert.equal(me.email, '');
    assert.deepEqual(me.signInMethods, ['phone']);

    // the profile: no address, the number, a password that can be set without a current one
    await page.goto(`${suite.base}/profile`);
    const account = page.getByTestId('profile-account');
    await account.getByText('No e-mail address').waitFor();
    await account.getByTestId('account-phone-value').getByText(mobile.typed).waitFor();
    await account.getByText('No password yet: you sign in with your phone.').waitFor();
    await account.getByTestId('account-password-edit').click();
    assert.equal(await account.getByTestId('account-password-current').count(), 0);
    await checkPage(page, 'profile-account-phone-only', '[data-testid="profile-account"]');
    await account.getByTestId('account-password-new').fill('meera-pass-1');
    await account.getByTestId('account-password-save').click();
    await expectToast(page, 'Your password is changed. Other devices were signed out.');
    await account.getByText('A password is set').waitFor({ state: 'attached' });
    const renewed = (await session(page)).token!;
    assert.notEqual(renewed, token, 'a new session for this browser');
    await ended(token!);
    assert.deepEqual(
      ((await api('GET', '/api/users/me', undefined, renewed)).body as Profile).signInMethods
        .slice()
        .sort(),
      ['password', 'phone'],
    );

    // checking out without an e-mail address: the contact is the phone, and payment opens
    await page.goto(`${suite.base}/collections/all`);
    await addFromCard(page);
    await page.goto(`${suite.base}/checkout`);
    await page
      .getByTestId('checkout-contact-phone')
      .getByText(/come to it by SMS/)
      .waitFor();
    for (const [field, value] of Object.entries({
      firstName: 'Meera',
      lastName: 'Iyer',
      address: '21 Temple Street, Mylapore',
      city: 'Chennai',
      postalCode: '600004',
      phone: mobile.digits,
    }))
      await page.getByTestId(`checkout-${field}`).fill(value);
    await page.getByTestId('continue-to-payment').click();
    await page.getByTestId('sandbox-checkout').waitFor();
    assert.ok(!(await toasts(page)).includes('Invalid email'));
    await page.context().close();
  });

  it('on a wide screen the e-mail form comes first, the phone form after it', async () => {
    const page = await newPage(1280, 900);
    await page.goto(`${suite.base}/login`);
    await page.getByTestId('phone-signin-phone').waitFor();
    assert.ok((await topOf(page, 'login-email')) < (await topOf(page, 'phone-signin')));
    await checkPage(page, 'login-desktop');
    // resized to a phone, the order follows (the document's, so the tab order does too),
    // and what was typed stays
    await page.getByTestId('phone-signin-phone').fill('98765');
    await page.getByTestId('login-email').fill('someone@test.local');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForFunction(() => {
      const phone = document.querySelector('[data-testid="phone-signin"]')!;
      const email = document.querySelector('[data-testid="login-email"]')!;
      return phone.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    assert.equal(await page.getByTestId('phone-signin-phone').inputValue(), '98765');
    assert.equal(await page.getByTestId('login-email').inputValue(), 'someone@test.local');
    await page.context().close();
  });

  it('resets a forgotten password from the e-mail link: signed in, other sessions and the old password refused', async () => {
    const shopper = someone('Kabir Shah');
    const reg = await api('POST', '/api/users/register', shopper);
    assert.equal(reg.status, 201, JSON.stringify(reg.body));
    const oldToken = reg.body.token as string;

    const page = await newPage(375, 800);
    await page.goto(`${suite.base}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL((u) => u.pathname === '/forgot-password');
    await page.getByTestId('forgot-password-email').waitFor();
    await checkPage(page, 'forgot-password');
    await onDesktopToo(page, 'forgot-password');
    await page.getByTestId('forgot-password-email').fill(shopper.email);
    await page.getByTestId('forgot-password-submit').click();
    await page.getByTestId('forgot-password-sent').waitFor();
    await checkPage(page, 'forgot-password-sent');

    const mail = await suite.mail!.waitFor(
      (m) => m.to.includes(shopper.email) && /\/reset-password\?token=/.test(m.text ?? ''),
      20_000,
    );
    const link = linkIn(mail.text, 'reset-password');
    await page.goto(link);
    const password = page.getByTestId('reset-password');
    await password.waitFor();
    await checkPage(page, 'reset-password');
    await onDesktopToo(page, 'reset-password');

    // two different passwords, then one too short: each refusal under its field
    await password.fill('new-pass-1');
    await page.getByTestId('reset-repeat').fill('new-pass-2');
    await page.getByTestId('reset-submit').click();
    await page.getByText('The two passwords are not the same.').waitFor();
    await password.fill('short');
    await page.getByTestId('reset-repeat').fill('short');
    await page.getByTestId('reset-submit').click();
    await page
      .getByTestId('reset-password-error')
      .getByText(/at least 8 characters/)
      .waitFor();
    await checkPage(page, 'reset-password-invalid');

    const chosen = `${randomUUID().slice(0, 10)}-new`;
    await password.fill(chosen);
    await page.getByTestId('reset-repeat').fill(chosen);
    await page.getByTestId('reset-submit').click();
    await page.waitForURL((u) => u.pathname === '/profile');
    assert.equal(new URL(page.url()).search, '', 'the token is gone from the address bar');
    await expectToast(page, 'Your password is changed. Other devices were signed out.');
    await page.getByTestId('profile-name').getByText(shopper.name).waitFor();
    const { token } = await session(page);
    assert.equal((await api('GET', '/api/users/me', undefined, token!)).status, 200);

    const old = await api('POST', '/api/users/login', {
      email: shopper.email,
      password: shopper.password,
    });
    assert.ok(old.status >= 400 && old.status < 500, `old password: ${old.status}`);
    const fresh = await api('POST', '/api/users/login', { email: shopper.email, password: chosen });
    assert.equal(fresh.status, 200);
    await ended(oldToken);

    // the link again: used, so it says so and where a new one is asked for
    await page.goto(link);
    await page.getByTestId('reset-password').fill('another-pass-1');
    await page.getByTestId('reset-repeat').fill('another-pass-1');
    await page.getByTestId('reset-submit').click();
    await page
      .getByTestId('link-problem-message')
      .getByText(/expired or was already used/)
      .waitFor();
    await checkPage(page, 'reset-password-used');
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.waitForURL((u) => u.pathname === '/forgot-password');
    await page.context().close();
  });

  it('signs up with offers ticked, and the link of the sign-up e-mail verifies the address on the profile', async () => {
    const shopper = someone('Anita Rao');
    const page = await newPage(375, 800);
    await page.goto(`${suite.base}/register`);
    const offers = page.getByTestId('register-marketing');
    await offers.waitFor();
    assert.equal(await offers.isChecked(), false, 'never ticked for the shopper');
    const terms = page.getByTestId('register-terms');
    assert.equal(
      await terms.getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href'),
      '/termsConditions',
    );
    assert.equal(
      await terms.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href'),
      '/privacyPolicy',
    );
    await checkPage(page, 'register');
    await onDesktopToo(page, 'register');

    await page.getByTestId('register-name').fill(shopper.name);
    await page.getByTestId('register-email').fill(shopper.email);
    await page.getByTestId('register-password').fill(shopper.password);
    await page.getByText(/^Send me offers and wellness tips by e-mail/).click();
    assert.equal(await offers.isChecked(), true);
    await page.getByTestId('register-submit').click();
    // the home page, the listing of every product (at `/` itself since issue 31)
    await page.waitForURL((u) => u.pathname === '/');
    const { token } = await session(page);
    const prefs = (await api('GET', '/api/notifications/preferences', undefined, token!))
      .body as Preferences;
    assert.equal(prefs.marketingEmail, true, 'the offers choice reached the server');

    await page.goto(`${suite.base}/profile`);
    const account = page.getByTestId('profile-account');
    await account.getByTestId('account-email-unverified').waitFor();
    await account.getByTestId('account-email-value').getByText(shopper.email).waitFor();
    await checkPage(page, 'profile-account', '[data-testid="profile-account"]');
    await onDesktopToo(page, 'profile-account', '[data-testid="profile-account"]');

    const signUpMail = await suite.mail!.waitFor(
      (m) => m.to.includes(shopper.email) && /\/verify-email\?token=/.test(m.text ?? ''),
      20_000,
    );
    await page.goto(linkIn(signUpMail.text, 'verify-email'));
    await page.getByRole('heading', { name: 'Your e-mail address is verified' }).waitFor();
    await page.getByTestId('verify-email-done').getByText(shopper.email).waitFor();
    const robots = await page.locator('meta[name="robots"]').getAttribute('content');
    assert.equal(robots, 'noindex', 'a page behind a link is kept out of search results');
    await checkPage(page, 'verify-email');
    await onDesktopToo(page, 'verify-email');
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await page.waitForURL((u) => u.pathname === '/profile');
    await account.getByTestId('account-email-verified').getByText('Verified').waitFor();
    assert.equal(await account.getByTestId('account-email-resend').count(), 0);

    // the name changes in place, and the header's kept user with it
    await account.getByTestId('account-name-edit').click();
    await account.getByTestId('account-name-input').fill('Anita R. Rao');
    await account.getByTestId('account-name-save').click();
    await account.getByTestId('account-name-value').getByText('Anita R. Rao').waitFor();
    assert.equal((await session(page)).user?.name, 'Anita R. Rao');
    await page.getByTestId('profile-name').getByText('Anita R. Rao').waitFor();

    // the same link again is spent: the way on is the profile, where a new one is sent
    await page.goto(linkIn(signUpMail.text, 'verify-email'));
    await page.getByRole('heading', { name: 'This link does not work' }).waitFor();
    assert.equal(
      await page.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href'),
      '/profile',
    );
    await checkPage(page, 'verify-email-used');
    await page.context().close();
  });

  it('an unverified address gets a new link from the profile; a phone is added with its code', async () => {
    const shopper = someone('Dev Malhotra');
    const reg = await api('POST', '/api/users/register', shopper);
    assert.equal(reg.status, 201, JSON.stringify(reg.body));
    const mobile = someMobile();
    const page = await newPage(375, 800);
    await suite.signedIn(page, shopper, '/profile');
    const account = page.getByTestId('profile-account');
    await account.getByTestId('account-email-resend').click();
    await account.getByTestId('account-email-status').getByText(/\S/).waitFor();
    assert.doesNotMatch(
      (await account.getByTestId('account-email-status').getAttribute('class')) ?? '',
      /text-red/,
      'sent, not refused',
    );
    await suite.mail!.waitFor(
      (m) => m.to.includes(shopper.email) && (m.text ?? '').includes('/verify-email?token='),
      20_000,
    );
    await checkPage(page, 'profile-account-resent', '[data-testid="profile-account"]');

    await account.getByTestId('account-phone-edit').click();
    await account.getByTestId('account-phone-phone').fill(`0${mobile.digits}`);
    await account.getByTestId('account-phone-send').click();
    await account.getByTestId('account-phone-code').waitFor();
    await checkPage(page, 'profile-account-phone-code', '[data-testid="profile-account"]');
    await onDesktopToo(page, 'profile-account-phone-code', '[data-testid="profile-account"]');
    const sms = await suite.sms!.waitFor((m) => m.mobile === mobile.kept, 20_000);
    assert.equal(sms.templateId, 'arogya_phone_code');
    await account.getByTestId('account-phone-code').fill(codeOf(sms.text));
    await account.getByTestId('account-phone-verify').click();
    await account.getByTestId('account-phone-value').getByText(mobile.typed).waitFor();
    await account
      .getByTestId('account-phone-status')
      .getByText('Your mobile number is saved.')
      .waitFor();
    const { token } = await session(page);
    assert.equal(
      ((await api('GET', '/api/users/me', undefined, token!)).body as Profile).phone,
      mobile.kept,
    );
    await page.context().close();
  });

  it("too many codes to one number: the server's refusal is shown under the number", async () => {
    const mobile = someMobile();
    // the number's hour of codes, asked for by someone else
    for (let i = 0; i < 5; i++) {
      const sent = await api('POST', '/api/users/otp', { phone: mobile.digits });
      assert.equal(sent.status, 202, JSON.stringify(sent.body));
    }
    const page = await newPage(375, 800);
    await page.goto(`${suite.base}/login`);
    await page.getByTestId('phone-signin-phone').fill(mobile.typed);
    await page.getByTestId('phone-signin-send').click();
    await page
      .getByTestId('phone-signin-phone-error')
      .getByText(/^We have sent several codes to this number\. Please try again in \d+ minutes\.$/)
      .waitFor();
    assert.equal(await page.getByTestId('phone-signin-code').count(), 0, 'still on the number');
    await checkPage(page, 'login-phone-too-many');
    await page.context().close();
  });

  it('the account links without a token say so, not a broken page, and are kept out of search results', async () => {
    const page = await newPage(375, 800);
    for (const [path, newLink] of [
      ['/reset-password', '/forgot-password'],
      ['/verify-email?token=', '/login?redirect=profile'],
    ] as const) {
      await page.goto(`${suite.base}${path}`);
      await page
        .getByTestId('link-problem-message')
        .getByText(/This link is not complete/)
        .waitFor();
      assert.equal(
        await page.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href'),
        newLink,
      );
      assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
    }
    // a made-up token: the server's words
    await page.goto(`${suite.base}/verify-email?token=not-a-real-token`);
    await page.getByRole('heading', { name: 'This link does not work' }).waitFor();
    await page.getByTestId('link-problem-message').getByText(/\S/).waitFor();
    await checkPage(page, 'verify-email-invalid');
    await onDesktopToo(page, 'verify-email-invalid');
    // a page that is not behind a link stays indexable
    await page.goto(`${suite.base}/login`);
    await page.getByTestId('login-email').waitFor();
    assert.equal(await page.locator('meta[name="robots"]').count(), 0);
    await page.context().close();
  });
});

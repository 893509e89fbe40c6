import { LEGAL_VERSIONS, type AuthResponse } from '@arogya/contracts';
import { DEFAULT_MAIL_SANDBOX_CONFIG, startMailSandbox } from '@arogya/mail-sandbox';
import { startSmsSandbox, type SmsSandboxConfig } from '@arogya/sms-sandbox';
import {
  callJson,
  serviceDatabase,
  startGateway,
  startGoogleKeys,
  startNotifications,
  startUsers,
  testShop,
  tokenRefused,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { describe, it } from 'node:test';

const TEMPLATES = new URL('../../../notifications/templates/sms-templates.json', import.meta.url);

/**
 * Accounts people can recover and trust, end to end: the gateway, the users service, the
 * notifications service sending through a real SMTP server (the mail sandbox) and MSG91's
 * sandbox, and a stand-in for Google's keys.
 */
const shop = testShop('accounts', async (env, ns, own) => {
  const google = own(await startGoogleKeys());
  const mail = own(
    await startMailSandbox({
      ...DEFAULT_MAIL_SANDBOX_CONFIG,
      host: '127.0.0.1',
      smtpPort: 0,
      webPort: 0,
    }),
  );
  const sms = own(
    await startSmsSandbox({
      port: 0,
      templates: JSON.parse(readFileSync(TEMPLATES, 'utf8')) as SmsSandboxConfig['templates'],
    }),
  );
  // the gateway first, on the port it picks: nothing else of this file may take it meanwhile
  const gateway = await startGateway(env, ns, {
    AUTH_RATE_LIMIT_MAX: '100000',
    OTP_SENDS_PER_CLIENT_HOUR: '4',
    TRUST_PROXY: '127.0.0.1',
  });
  const shopUrl = gateway.baseUrl;
  const [users, notifications] = await Promise.all([
    startUsers(env, ns, {
      ...google.env,
      SHOP_URL: shopUrl,
      OTP_SENDS_PER_NUMBER_HOUR: '3',
      OTP_RESEND_GAP_SECONDS: '0',
    }),
    startNotifications(env, ns, {
      SMTP_URL: mail.smtpUrl,
      SHOP_URL: shopUrl,
      WHATSAPP_ENABLED: 'false',
      MSG91_API_BASE: sms.url,
      NOTIFY_RETRY_DELAY_MS: '250',
    }),
  ]);
  return { users, notifications, gateway, google, mail, sms };
});

/** A request from the client at `ip` (the gateway believes the loopback proxy's header). */
const call = (method: string, path: string, body?: unknown, token?: string, ip = '10.9.0.1') =>
  callJson(method, `${shop.parts.gateway.baseUrl}${path}`, {
    body,
    token,
    headers: { 'x-forwarded-for': ip },
  });
const address = (who: string) => `${who}-${randomUUID().slice(0, 8)}@test.local`;
const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const PASSWORD = 'first-password-1';

/** The newest e-mail to `to` whose subject matches, and the shop link in its text. */
async function mailTo(to: string, subject: RegExp, page?: string) {
  const message = await shop.parts.mail.waitFor(
    (m) => m.to.includes(to) && subject.test(m.subject),
    15_000,
  );
  const link = page
    ? new RegExp(`https?://[^\\s"<>]+/${page}\\?token=([^\\s"<>&]+)`).exec(message.text ?? '')
    : null;
  if (page) {
    assert.ok(link, `a ${page} link in the text of "${message.subject}"`);
    const html = (message.html ?? '').replace(/&#x3D;/g, '=').replace(/&amp;/g, '&');
    assert.ok(html.includes(link[0]), 'the same link in the HTML');
  }
  return { message, token: link ? decodeURIComponent(link[1]!) : '' };
}

/** Rows of the users service's database. */
async function usersRows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const db = await serviceDatabase(shop.env, shop.ns, 'users');
  try {
    return (await db.query(sql, params)).rows as T[];
  } finally {
    await db.end();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('forgot password → link → reset', () => {
  it('resets once, ends every session, and the new password is the only one that works', async () => {
    const email = address('reset');
    const reg = await call('POST', '/api/users/register', {
      name: 'Rekha',
      email,
      password: PASSWORD,
    });
    assert.equal(reg.status, 201);
    const oldToken = (reg.body as AuthResponse).token;
    const asked = await call('POST', '/api/users/forgot-password', { email: email.toUpperCase() });
    assert.equal(asked.status, 202);
    const { token } = await mailTo(email, /reset/i, 'reset-password');
    // stored only as a hash: the secret is nowhere in the users database
    const rows = await usersRows(`SELECT * FROM account_tokens`);
    assert.ok(rows.length > 0 && !JSON.stringify(rows).includes(token.split('.')[1]!));
    const weak = await call('POST', '/api/users/reset-password', { token, password: 'short' });
    assert.equal(weak.status, 400);
    const reset = await call('POST', '/api/users/reset-password', {
      token,
      password: 'second-password-2',
    });
    assert.equal(reset.status, 200, JSON.stringify(reset.body));
    const again = await call('POST', '/api/users/reset-password', {
      token,
      password: 'third-password-3',
    });
    assert.equal(again.status, 400, 'a link works once');
    assert.match(again.body.message, /expired or was already used/);
    await tokenRefused(call, oldToken);
    const me = await call('GET', '/api/users/me', undefined, reset.body.token);
    assert.equal(me.status, 200);
    assert.equal(me.body.emailVerified, true, 'the link reached the address: it is verified');
    const old = await call('POST', '/api/users/login', { email, password: PASSWORD });
    assert.equal(old.status, 401);
    const now = await call('POST', '/api/users/login', { email, password: 'second-password-2' });
    assert.equal(now.status, 200);
    await mailTo(email, /password was changed|password has been changed|changed/i);
  });

  it('answers an unknown address the same, as fast, and sends nothing', async () => {
    const known = address('known');
    await call('POST', '/api/users/register', { name: 'Known', email: known, password: PASSWORD });
    const unknown = address('nobody');
    const a = await call('POST', '/api/users/forgot-password', { email: known });
    const b = await call('POST', '/api/users/forgot-password', { email: unknown });
    assert.equal(a.status, 202);
    assert.deepEqual([b.status, b.body], [a.status, a.body]);
    // the answer comes before any work: the same few steps whether or not the address exists
    const times: Record<string, number[]> = { known: [], unknown: [] };
    for (let i = 0; i < 12; i++) {
      for (const [k, email] of [
        ['known', known],
        ['unknown', address('nobody')],
      ] as const) {
        const t = performance.now();
        await call('POST', '/api/users/forgot-password', { email }, undefined, `10.9.1.${i}`);
        times[k]!.push(performance.now() - t);
      }
    }
    const [mk, mu] = [median(times.known!), median(times.unknown!)];
    console.log(`forgot-password median: known ${mk.toFixed(1)} ms, unknown ${mu.toFixed(1)} ms`);
    assert.ok(Math.abs(mk - mu) < Math.max(25, (mk + mu) / 2), `${mk} vs ${mu}`);
    await mailTo(known, /reset/i, 'reset-password');
    assert.ok(!shop.parts.mail.messages().some((m) => m.to.includes(unknown)));
    // at most 3 links an hour to one address (13 asked): more send nothing, answer the same
    const [{ n }] = await usersRows<{ n: number }>(
      `SELECT count(*)::int AS n FROM account_tokens t JOIN users u ON u.id = t.user_id
       WHERE u.email = $1 AND t.purpose = 'reset-password'`,
      [known],
    );
    assert.equal(n, 3);
  });
});

describe('verified e-mail and Google sign-in', () => {
  it('verifies the address from the sign-up link, once', async () => {
    const email = address('verify');
    const reg = await call('POST', '/api/users/register', {
      name: 'Vani',
      email,
      password: PASSWORD,
    });
    const me = await call('GET', '/api/users/me', undefined, reg.body.token);
    assert.equal(me.body.emailVerified, false);
    const { token } = await mailTo(email, /verify|confirm/i, 'verify-email');
    const v = await call('POST', '/api/users/verify-email', { token });
    assert.equal(v.status, 200, JSON.stringify(v.body));
    assert.equal(v.body.emailVerified, true);
    assert.equal((await call('POST', '/api/users/verify-email', { token })).status, 400);
    const resend = await call('POST', '/api/users/me/verification', undefined, reg.body.token);
    assert.equal(resend.status, 409, 'already verified');
    const forged = await call('POST', '/api/users/verify-email', {
      token: `${randomUUID()}.${'A'.repeat(43)}`,
    });
    assert.equal(forged.status, 400);
  });

  it('pre-hijacking: the attacker who signed up first is locked out once the owner uses Google', async () => {
    const victim = address('victim');
    const attacker = await call('POST', '/api/users/register', {
      name: 'Attacker',
      email: victim,
      password: 'attacker-pass-1',
    });
    assert.equal(attacker.status, 201);
    assert.equal((await call('GET', '/api/users/me', undefined, attacker.body.token)).status, 200);
    const google = await call('POST', '/api/users/google-login', {
      token: await shop.parts.google.token({ sub: `g-${randomUUID()}`, email: victim, name: 'V' }),
    });
    assert.equal(google.status, 200);
    // the attacker's token is refused and their password no longer signs in
    await tokenRefused(call, attacker.body.token);
    const login = await call('POST', '/api/users/login', {
      email: victim,
      password: 'attacker-pass-1',
    });
    assert.equal(login.status, 401);
    const me = await call('GET', '/api/users/me', undefined, google.body.token);
    assert.deepEqual([me.body.emailVerified, me.body.signInMethods], [true, ['google']]);
    await mailTo(victim, /google/i);
  });

  it('signing up with a taken address mails its owner instead', async () => {
    const email = address('owner');
    await call('POST', '/api/users/register', { name: 'Owner', email, password: PASSWORD });
    const again = await call('POST', '/api/users/register', {
      name: 'Someone',
      email,
      password: 'someone-pass-1',
    });
    assert.equal(again.status, 201);
    const { message } = await mailTo(email, /account/i);
    assert.match(message.text ?? '', /forgot-password/);
    assert.match(message.text ?? '', /already have an account|already has an account/i);
  });
});

describe('consent at sign-up (DPDP)', () => {
  it('records the terms and privacy notice agreed to, and marketing only when ticked', async () => {
    const ticked = await call('POST', '/api/users/register', {
      name: 'Mala',
      email: address('mala'),
      password: PASSWORD,
      marketing: true,
    });
    const unticked = await call('POST', '/api/users/register', {
      name: 'Nila',
      email: address('nila'),
      password: PASSWORD,
    });
    assert.equal(ticked.status, 201);
    const prefs = async (token: string) =>
      (await call('GET', '/api/notifications/preferences', undefined, token)).body as {
        marketingEmail: boolean;
      };
    assert.equal((await prefs(ticked.body.token)).marketingEmail, true);
    assert.equal((await prefs(unticked.body.token)).marketingEmail, false, 'off by default');
    const rows = await usersRows<{ purpose: string; version: string; via: string }>(
      `SELECT purpose, version, via FROM consents WHERE user_id = $1 ORDER BY purpose`,
      [unticked.body.user._id],
    );
    assert.deepEqual(rows, [
      { purpose: 'privacy', version: LEGAL_VERSIONS.privacy, via: 'sign-up' },
      { purpose: 'terms', version: LEGAL_VERSIONS.terms, via: 'sign-up' },
    ]);
    const bad = await call('POST', '/api/users/register', {
      name: 'X',
      email: address('x'),
      password: PASSWORD,
      marketing: 'yes',
    });
    assert.equal(bad.status, 400);
  });
});

describe('phone sign-in with a one-time code', () => {
  /** The ids of the texts `phone` has had so far. */
  const seen = (phone: string) => new Set(shop.parts.sms.messages(`91${phone}`).map((s) => s.id));
  /** The code of the first text to `phone` not in `before`. */
  const codeFor = async (phone: string, before: Set<string>) => {
    const sms = await shop.parts.sms.waitFor(
      (s) => s.mobile === `91${phone}` && !before.has(s.id),
      15_000,
    );
    return /\b(\d{6})\b/.exec(sms.text)![1]!;
  };

  it('signs up, then signs in, with codes sent by SMS', async () => {
    const phone = mobile();
    const sent = await call('POST', '/api/users/otp', { phone: `+91 ${phone}` });
    assert.equal(sent.status, 202, JSON.stringify(sent.body));
    assert.equal(sent.body.expiresInSeconds, 300);
    const first = await call('POST', '/api/users/otp/verify', {
      phone,
      code: await codeFor(phone, new Set()),
      name: 'Phoolan',
    });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.created, true);
    assert.equal(first.body.user.name, 'Phoolan');
    const before = seen(phone);
    await call('POST', '/api/users/otp', { phone });
    const second = await call('POST', '/api/users/otp/verify', {
      phone,
      code: await codeFor(phone, before),
    });
    assert.equal(second.body.created, false);
    assert.equal(second.body.user._id, first.body.user._id);
    const me = await call('GET', '/api/users/me', undefined, second.body.token);
    assert.deepEqual([me.body.phone, me.body.signInMethods], [`91${phone}`, ['phone']]);
    // codes are stored hashed
    const rows = await usersRows<{ code_hash: string }>(
      `SELECT code_hash FROM otp_codes WHERE phone = $1`,
      [`91${phone}`],
    );
    assert.ok(rows.length === 2 && rows.every((r) => r.code_hash.startsWith('$argon2id$')));
  });

  it('brute force: five wrong tries, then even the right code is refused', async () => {
    const phone = mobile();
    await call('POST', '/api/users/otp', { phone }, undefined, '10.9.2.1');
    const code = await codeFor(phone, new Set());
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const r = await call('POST', '/api/users/otp/verify', { phone, code: wrong });
      assert.equal(r.status, i < 5 ? 400 : 429, `try ${i}`);
      if (i < 5) assert.match(r.body.message, new RegExp(`${5 - i} tr(y|ies) left`));
    }
    const sixth = await call('POST', '/api/users/otp/verify', { phone, code });
    assert.equal(sixth.status, 429);
    assert.match(sixth.body.message, /Too many wrong codes/);
  });

  it('bombing: codes are limited per number and per client', async () => {
    const phone = mobile();
    for (let i = 0; i < 3; i++)
      assert.equal(
        (await call('POST', '/api/users/otp', { phone }, undefined, `10.9.3.${i}`)).status,
        202,
      );
    const fourth = await call('POST', '/api/users/otp', { phone }, undefined, '10.9.3.9');
    assert.equal(fourth.status, 429, 'a fourth code to one number within the hour');
    assert.match(fourth.body.message, /several codes to this number/);
    // one client, many numbers: the fifth is refused (OTP_SENDS_PER_CLIENT_HOUR=4)
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await call('POST', '/api/users/otp', { phone: mobile() }, undefined, '10.9.4.4')).status,
      );
    assert.deepEqual(statuses, [202, 202, 202, 202, 429]);
    assert.equal(
      shop.parts.sms.messages().filter((s) => s.mobile === `91${phone}`).length,
      3,
      'three texts to the bombed number',
    );
  });
});

describe('address book', () => {
  const HOME = {
    firstName: 'Asha',
    lastName: 'Verma',
    address: '12 Lake Palace Road',
    city: 'Udaipur',
    postalCode: '313001',
    state: 'Rajasthan',
    country: 'INDIA',
    phone: '9876543210',
  };
  const OFFICE = {
    ...HOME,
    address: '4th Floor, MG Road Towers',
    city: 'Bengaluru',
    postalCode: '560001',
    state: 'Karnataka',
  };

  it('keeps one default, checks every address as checkout does, and is only its owner’s', async () => {
    const me = await call('POST', '/api/users/register', {
      name: 'Asha',
      email: address('book'),
      password: PASSWORD,
    });
    const token = me.body.token as string;
    const home = await call('POST', '/api/users/me/addresses', HOME, token);
    assert.equal(home.status, 201, JSON.stringify(home.body));
    assert.equal(home.body.isDefault, true, 'the first address is the default');
    const office = await call(
      'POST',
      '/api/users/me/addresses',
      { ...OFFICE, isDefault: true },
      token,
    );
    assert.equal(office.body.isDefault, true);
    let book = (await call('GET', '/api/users/me/addresses', undefined, token)).body as {
      _id: string;
      isDefault: boolean;
      city: string;
    }[];
    assert.deepEqual(
      book.map((a) => [a.city, a.isDefault]),
      [
        ['Bengaluru', true],
        ['Udaipur', false],
      ],
    );
    const changed = await call(
      'PUT',
      `/api/users/me/addresses/${home.body._id}`,
      { ...HOME, address: '14 Lake Palace Road' },
      token,
    );
    assert.equal(changed.body.address, '14 Lake Palace Road');
    const bad = await call(
      'POST',
      '/api/users/me/addresses',
      { ...HOME, postalCode: '31300' },
      token,
    );
    assert.equal(bad.status, 400);
    assert.equal(bad.body.errors[0].field, 'postalCode');
    // another shopper can neither read nor change nor delete it
    const other = await call('POST', '/api/users/register', {
      name: 'Other',
      email: address('other'),
      password: PASSWORD,
    });
    assert.deepEqual(
      (await call('GET', '/api/users/me/addresses', undefined, other.body.token)).body,
      [],
    );
    for (const [method, body] of [
      ['PUT', HOME],
      ['DELETE', undefined],
    ] as const) {
      const r = await call(
        method,
        `/api/users/me/addresses/${home.body._id}`,
        body,
        other.body.token,
      );
      assert.equal(r.status, 404, method);
    }
    assert.equal((await call('GET', '/api/users/me/addresses')).status, 401);
    // deleting the default makes the one left the default
    await call('DELETE', `/api/users/me/addresses/${office.body._id}`, undefined, token);
    book = (await call('GET', '/api/users/me/addresses', undefined, token)).body;
    assert.deepEqual(
      book.map((a) => [a.city, a.isDefault]),
      [['Udaipur', true]],
    );
  });
});

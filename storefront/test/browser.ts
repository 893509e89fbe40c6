import type { Namespace } from '@arogya/contracts';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  freePort,
  startFullShop,
  testShop,
  type FullShop,
  type TestEnv,
  type TestFees,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, before } from 'node:test';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import {
  DEFAULT_MAIL_SANDBOX_CONFIG,
  startMailSandbox,
  type MailSandbox,
} from '@arogya/mail-sandbox';
import { startSmsSandbox, type SmsSandbox, type SmsSandboxConfig } from '@arogya/sms-sandbox';

/** Debian's Chromium, with the flags this machine needs (no sandbox, no background network). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Where the suite saves its screenshots (ignored by git). */
export const SCREENSHOTS = join(process.cwd(), 'test-results', 'screenshots');

/** Saves a full-page (or, for what floats over the page, a viewport) screenshot as `<name>-<width>.png`. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = join(SCREENSHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** A Content-Security-Policy violation a page reported. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
}

/**
 * Makes every page of `context` report Content-Security-Policy violations into `into` (the
 * document's `securitypolicyviolation` events, in every frame of the shop's origin).
 */
export async function recordCspViolations(context: BrowserContext, into: CspViolation[]) {
  await context.exposeBinding('__arogyaCspViolation', (_source, v: CspViolation) => {
    into.push(v);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>)
        .__arogyaCspViolation;
      report?.({ page: location.href, directive: e.violatedDirective, blocked: e.blockedURI });
    });
  });
}

const requireHere = createRequire(import.meta.url);

const AXE_SOURCE = readFileSync(requireHere.resolve('axe-core/axe.min.js'), 'utf8');

/** The DLT templates the notifications service sends by: the SMS sandbox knows only these. */
const smsTemplates = () =>
  JSON.parse(
    readFileSync(
      join(
        dirname(requireHere.resolve('@arogya/notifications/package.json')),
        'templates',
        'sms-templates.json',
      ),
      'utf8',
    ),
  ) as SmsSandboxConfig['templates'];

/**
 * The critical and serious accessibility violations axe-core finds on the page as it is now
 * (WCAG 2.x A and AA and axe's best practices), one line each with the first elements at fault.
 * `exclude`: selectors of elements left out, each with its reason where it is used.
 */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  // what is fading in (a notification's transition) is judged as it ends, not half-transparent
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // evaluated by the debugger protocol, so the page's Content-Security-Policy does not apply
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (excluded) => {
    interface AxeResult {
      violations: { id: string; impact: string; nodes: { target: string[]; html: string }[] }[];
    }
    const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResult> } })
      .axe;
    const result = await axe.run(
      { include: [['html']], exclude: excluded.map((s) => [s]) },
      { resultTypes: ['violations'] },
    );
    return result.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map(
        (v) =>
          `${v.impact} ${v.id} (${v.nodes.length}): ${v.nodes
            .slice(0, 3)
            .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`)
            .join(' | ')}`,
      );
  }, exclude);
}

/** Texts of the toasts currently shown (sonner). */
export async function toasts(page: Page): Promise<string[]> {
  return page.locator('[data-sonner-toast]').allInnerTexts();
}

/** Waits for a toast containing `text`. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor({ timeout: 10_000 });
}

/** Waits until a button's quote-dependent `disabled` lifts (the checkout re-prices on every change). */
export async function waitEnabled(button: Locator): Promise<void> {
  await button
    .page()
    .waitForFunction((b) => !(b as HTMLButtonElement).disabled, await button.elementHandle());
}

/**
 * Adds a listing card's product to the cart, as a shopper does: a product with a size or a
 * colour to choose asks first (issue 31), and the first one on offer, as shown, is taken.
 * Waits for the "added" toast.
 */
export async function addFromCard(page: Page, card = page.getByTestId('product-card').first()) {
  const button = card.getByTestId('add-to-cart');
  const asks = (await button.getAttribute('aria-haspopup')) === 'dialog';
  await button.click();
  if (asks) {
    const chooser = page.getByTestId('quick-add');
    await chooser.getByTestId('quick-add-confirm').click();
    await chooser.waitFor({ state: 'hidden' });
  }
  await expectToast(page, 'Product added to cart!');
}

/**
 * A guest with a cart opens the drawer's checkout, is sent to sign in and back (SPEC §4), and
 * registers as `name` on the way: the page ends on `/checkout`.
 */
export async function registerFromDrawer(
  page: Page,
  name: string,
  email: string,
  password: string,
): Promise<void> {
  await page.getByTestId('cart-toggle').click();
  await page.getByTestId('drawer-checkout').click();
  await page.waitForURL(/\/login\?redirect=checkout/);
  await page
    .getByRole('link', { name: /register|sign up/i })
    .first()
    .click();
  await page.waitForURL(/\/register/);
  assert.match(page.url(), /redirect=checkout/);
  await page.getByTestId('register-name').fill(name);
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-submit').click();
  await page.waitForURL(/\/checkout$/);
}

/** The whole shop and a browser, for one test file. */
export interface BrowserSuite {
  readonly shop: FullShop;
  readonly browser: Browser;
  /** The gateway's URL: the storefront, the console under /admin and the API under /api. */
  readonly base: string;
  /** The servers the shop runs on, and its namespace (for faults planted in its databases). */
  readonly env: TestEnv;
  readonly ns: Namespace;
  /**
   * A page in a fresh browser context (no shared storage), with that viewport. A test fails
   * when a page it opened reports a Content-Security-Policy violation.
   */
  newPage(width?: number, height?: number): Promise<Page>;
  /** The violations reported since the current test began (checked, then emptied, after it). */
  readonly cspViolations: CspViolation[];
  /**
   * Signs `page` in on the storefront's /login as `creds` (the console shares the shop's
   * session), then opens `path` (of the shop, or of the console under /admin).
   */
  signedIn(page: Page, creds: { email: string; password: string }, path: string): Promise<void>;
  /**
   * The mail sandbox every message of the shop goes to, when the suite was started with
   * `{ notifications: true }` (its web inbox at `mail.webUrl`); null otherwise.
   */
  readonly mail: MailSandbox | null;
  /**
   * The MSG91 sandbox every text of the shop goes to (sign-in codes), when the suite was
   * started with `{ sms: true }` (its web page at `sms.url`); null otherwise.
   */
  readonly sms: SmsSandbox | null;
}

/** What else a browser suite starts. */
export interface BrowserSuiteOptions {
  /** the notifications service, sending to a mail sandbox of the suite's own (`suite.mail`) */
  notifications?: boolean;
  /**
   * the notifications service (as `notifications`) texting through an MSG91 sandbox of the
   * suite's own (`suite.sms`), with the service's DLT templates; without it, SMS is off
   */
  sms?: boolean;
  /** the shop's fees (issue 32): none, as by default in tests, or the migration's */
  fees?: TestFees;
  /** a courier sandbox the shop ships with (issue 33, `suite.shop.courier`), scanning this often */
  courier?: { scanIntervalMs: number };
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
  /** more environment for every process of the shop (e.g. a short `CHECKOUT_TTL_MS`) */
  env?: Record<string, string>,
  options: BrowserSuiteOptions = {},
): BrowserSuite {
  const test = testShop(label, async (testEnv, ns, own) => {
    const mail =
      options.notifications || options.sms
        ? own(
            await startMailSandbox({
              ...DEFAULT_MAIL_SANDBOX_CONFIG,
              host: '127.0.0.1',
              smtpPort: 0,
              webPort: 0,
            }),
          )
        : null;
    // the SMS sandbox posts its delivery reports to the gateway, so the gateway's port is
    // picked before it (and anew should the sandbox have been given that very port); without
    // it the shop picks the port as it starts the gateway, first of all its processes
    let port: number | undefined;
    let sms: SmsSandbox | null = null;
    while (options.sms && !sms) {
      const candidate = await freePort();
      const started = await startSmsSandbox({
        port: 0,
        webhookUrl: `http://127.0.0.1:${candidate}/api/webhooks/sms`,
        templates: smsTemplates(),
      });
      if (new URL(started.url).port === String(candidate)) await started.close();
      else [port, sms] = [candidate, own(started)];
    }
    const notifications = mail
      ? {
          SMTP_URL: mail.smtpUrl,
          NOTIFY_RETRY_DELAY_MS: '250',
          NOTIFY_SWEEP_EVERY_MS: '1000',
          ...(sms ? { MSG91_API_BASE: sms.url } : { SMS_ENABLED: 'false' }),
        }
      : undefined;
    return {
      shop: own(
        await startFullShop(testEnv, ns, {
          admin,
          env,
          notifications,
          port,
          fees: options.fees,
          ...(options.courier && { courier: options.courier }),
        }),
      ),
      browser: own(await launchChromium()),
      mail,
      sms,
    };
  });
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
    get env() {
      return test.env;
    },
    get ns() {
      return test.ns;
    },
    get mail() {
      return test.parts.mail;
    },
    get sms() {
      return test.parts.sms;
    },
    newPage: async (width = 1280, height = 900) => {
      const context = await suite.browser.newContext({ viewport: { width, height } });
      await recordCspViolations(context, suite.cspViolations);
      return context.newPage();
    },
    cspViolations: [],
    signedIn: async (page, creds, path) => {
      await page.goto(`${suite.base}/login`);
      await page.getByTestId('login-email').fill(creds.email);
      await page.getByTestId('login-password').fill(creds.password);
      await page.getByTestId('login-submit').click();
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      await page.goto(`${suite.base}${path}`);
    },
  };
  before(async () => {
    await test.ready;
    await setup?.(suite);
  });
  afterEach(() => {
    const seen = suite.cspViolations.splice(0);
    assert.deepEqual(seen, [], 'no Content-Security-Policy violation on any page');
  });
  return suite;
}

/** A Bengaluru address (the metro zone from the shop's Udaipur), as the checkout form's fields take it. */
export const METRO_ADDRESS: [string, string][] = [
  ['firstName', 'Kavya'],
  ['lastName', 'Rao'],
  ['address', '12 Indiranagar 100 Feet Road'],
  ['city', 'Bengaluru'],
  ['postalCode', '560038'],
  ['phone', '9876543210'],
];

/** Types `fields` into the checkout form. */
export async function fillCheckoutAddress(page: Page, fields = METRO_ADDRESS): Promise<void> {
  for (const [key, value] of fields) await page.getByTestId(`checkout-${key}`).fill(value);
}

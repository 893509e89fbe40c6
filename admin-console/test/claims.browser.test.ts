import {
  orderNumber,
  type AuthResponse,
  type ClaimView,
  type OrderView,
  type Product,
  type ShipmentView,
} from '@arogya/contracts';
import {
  adminProduct,
  buy,
  callJson,
  placeCashOrder,
  SHIPPING_ADDRESS,
  until,
} from '@arogya/testing';
import { browserSuite, screenshot } from '@arogya/storefront/dist-test/test/browser.js';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import {
  dialogShown,
  fitsPhone,
  notified,
  onScreen,
  pageProblems,
  problemsOf,
} from './console-checks.js';
import { stripedPng } from '@arogya/testing';

/**
 * Issue 33 in the console: claims, the delivered items shoppers report damaged, defective or
 * wrong, with a photo. Five parcels delivered by the courier sandbox, a claim on each. At 1280
 * px staff find one awaiting a decision, see its photo and refund its item: the amount and
 * credit note follow by event, and it leaves the claims awaiting a decision; a cash order's
 * refund is sent to the shopper's account and recorded. On a 375 px phone staff refuse one
 * (a reason too short is refused first) and send a replacement of another, its parcel booked;
 * in Hindi the list and a claim's page read Hindi and still fit the phone.
 */
const ADMIN = { email: 'claims-web-admin@test.local', password: 'claims-web-admin-pass' };
const suite = browserSuite('claimsweb', ADMIN, prepare, {}, { courier: { scanIntervalMs: 60 } });
const REFUSAL = 'The photos show the jar sealed and whole: nothing arrived damaged.';

let admin: string;
const claims = {} as Record<'refund' | 'refuse' | 'replace' | 'cash' | 'hindi', ClaimView>;

type Shopper = AuthResponse & { name: string };

const api = (method: string, path: string, body?: unknown, token = admin) =>
  callJson(method, `${suite.base}${path}`, { body, token });

/** A new shopper named `name` (who is also the name their parcels go to). */
async function shopper(name: string): Promise<AuthResponse & { name: string }> {
  const r = await api('POST', '/api/users/register', {
    name,
    email: `claims-${randomUUID().slice(0, 8)}@test.local`,
    password: 'shopper-pass-1',
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return { ...(r.body as AuthResponse), name };
}

/**
 * `who`'s order of one `product`, paid online (or in cash: confirmed by staff), booked, handed
 * to the courier and delivered by it.
 */
async function deliveredOrder(who: Shopper, product: Product, cash = false) {
  const items = [{ productId: product._id, quantity: 1 }];
  // a claim names its customer as the parcel did
  const [firstName, lastName] = who.name.split(' ');
  const address = {
    ...SHIPPING_ADDRESS,
    firstName,
    lastName,
    address: `${randomUUID().slice(0, 6)} MG Road`,
  };
  let order: OrderView;
  if (cash) {
    order = (
      await placeCashOrder(api, who.token, { checkoutItems: items, shippingAddress: address })
    ).order;
    const confirmed = await api('PUT', `/api/admin/orders/${order._id}`, { status: 'Processing' });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
  } else {
    const checkout = await buy(api, suite.shop.sandbox.url, who.token, items, address);
    order = await until(
      async () =>
        (
          (await api('GET', '/api/orders/my-orders', undefined, who.token)).body as OrderView[]
        ).find((o) => o.checkoutId === checkout._id),
      20_000,
      'the order',
    );
  }
  const parcel = await until(
    async () => {
      const r = await api('POST', '/api/admin/shipments', { orderId: order._id });
      return r.status === 201 ? (r.body as ShipmentView) : undefined;
    },
    20_000,
    'the parcel booked',
  );
  const pickup = await api('POST', '/api/admin/pickups', { ids: [parcel._id] });
  assert.equal(pickup.status, 201, JSON.stringify(pickup.body));
  await until(
    async () =>
      ((await api('GET', `/api/admin/orders/${order._id}`)).body as OrderView).status ===
        'Delivered' || undefined,
    30_000,
    'the order delivered',
  );
  return order;
}

/** `who` reports the one unit of `order` as `reason`, asking for `remedy`, with a photo. */
async function claim(
  who: Shopper,
  order: OrderView,
  reason: ClaimView['reason'],
  remedy: ClaimView['remedy'],
  note: string,
): Promise<ClaimView> {
  const form = new FormData();
  form.append(
    'image',
    new Blob([new Uint8Array(stripedPng(64))], { type: 'image/png' }),
    'jar.png',
  );
  const up = await fetch(`${suite.base}/api/claims/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token}` },
    body: form,
  });
  assert.equal(up.status, 201);
  const { url } = (await up.json()) as { url: string };
  const body = { lines: [{ line: 0, quantity: 1 }], reason, remedy, note, photos: [url] };
  const made = await api('POST', `/api/orders/${order._id}/claims`, body, who.token);
  assert.equal(made.status, 201, JSON.stringify(made.body));
  return made.body as ClaimView;
}

/** Before the tests: five delivered orders, a claim on each (the refund's made first). */
async function prepare() {
  admin = (await api('POST', '/api/users/login', ADMIN)).body.token as string;
  const [moringa, brahmi] = (await Promise.all(
    [
      ['Moringa Powder', 275],
      ['Brahmi Tablets', 349],
    ].map(([name, price]) => adminProduct(api, admin, { name, price, countInStock: 20 })),
  )) as Product[];
  const people = await Promise.all(
    ['Meera Iyer', 'Ravi Kumar', 'Anita Desai', 'Kiran Rao', 'Sunita Verma'].map(shopper),
  );
  const [meera, ravi, anita, kiran, sunita] = people as [Shopper, ...Shopper[]];
  const orders = await Promise.all([
    deliveredOrder(meera, moringa!),
    deliveredOrder(ravi!, moringa!),
    deliveredOrder(anita!, brahmi!),
    deliveredOrder(kiran!, brahmi!, true),
    deliveredOrder(sunita!, moringa!),
  ]);
  const crushed = 'The jar was cracked and the powder had spilt into the box.';
  claims.refund = await claim(meera, orders[0], 'damaged', 'refund', crushed);
  claims.refuse = await claim(ravi!, orders[1], 'wrong-item', 'refund', 'Not what I ordered.');
  claims.replace = await claim(
    anita!,
    orders[2],
    'defective',
    'replacement',
    'The seal was broken.',
  );
  claims.cash = await claim(kiran!, orders[3], 'damaged', 'refund', 'Bottle leaked badly.');
  claims.hindi = await claim(sunita!, orders[4], 'damaged', 'replacement', 'डिब्बा टूटा हुआ था।');
}

/** The claim as the API has it now. */
const claimNow = async (c: ClaimView) =>
  (await api('GET', `/api/admin/claims/${c._id}`)).body as ClaimView;

/**
 * The claim's photo's width once it has loaded (0 if it failed): an image still loading has
 * none yet, so this waits for its load event.
 */
const loadedWidth = (photo: Locator) =>
  photo.evaluate((element) => {
    const img = element as HTMLImageElement;
    if (img.complete) return img.naturalWidth;
    return new Promise<number>((resolve) => {
      img.addEventListener('load', () => resolve(img.naturalWidth), { once: true });
      img.addEventListener('error', () => resolve(0), { once: true });
    });
  });

/** Opens `c`'s page from the list's link, and waits for its photo. */
async function openClaim(page: Page, list: Locator, c: ClaimView) {
  await list.getByRole('link', { name: `Claim on ${orderNumber(c.orderId)}` }).click();
  await page.waitForURL(new RegExp(`/admin/claims/${c._id}/show$`));
  await page.getByTestId('claim-page').waitFor();
  const photo = page.getByRole('img', { name: 'Photo 1 of 1 from the shopper' });
  await photo.scrollIntoViewIfNeeded();
  assert.equal(await loadedWidth(photo), 64, 'the photo loads');
}

const text = async (l: Locator) => (await l.innerText()).replace(/\s+/g, ' ').trim();

describe('claims in the console (issue 33)', () => {
  it('at 1280 px: a claim awaiting a decision, its photo; its item refunded, the amount and credit note following, and it leaves the awaiting list', async () => {
    const page = await suite.newPage(1280, 900);
    await suite.signedIn(page, ADMIN, '/admin/claims');
    const rowOf = (c: ClaimView) => page.getByRole('row').filter({ hasText: c.customer.name });
    await rowOf(claims.refund).waitFor();
    assert.match(
      await text(rowOf(claims.refund)),
      new RegExp(
        `${orderNumber(claims.refund.orderId)} Meera Iyer 1 × Moringa Powder Damaged Refund Awaiting decision`,
      ),
    );
    assert.match(await text(rowOf(claims.replace)), /1 × Brahmi Tablets Defective Replacement/);
    // awaiting a decision: oldest first
    const rows = await page.getByRole('row').allInnerTexts();
    const at = (c: ClaimView) => rows.findIndex((r) => r.includes(c.customer.name));
    assert.ok(at(claims.refund) < at(claims.refuse) && at(claims.refuse) < at(claims.replace));
    const problems = await pageProblems(page, 'claims @1280');
    await screenshot(page, 'admin-claims');

    await openClaim(page, rowOf(claims.refund), claims.refund);
    const number = orderNumber(claims.refund.orderId);
    await page.getByRole('heading', { name: `Claim ${number}`, level: 1 }).waitFor();
    assert.equal(await text(page.getByTestId('claim-lines')), '1 × Moringa Powder');
    assert.equal(await text(page.getByTestId('claim-reason')), 'Damaged');
    assert.equal(await text(page.getByTestId('claim-note')), claims.refund.note);
    assert.equal(
      await text(page.getByTestId('claim-asked')),
      'The shopper asks for a refund of these items.',
    );
    assert.equal(await text(page.getByTestId('claim-customer')), 'Meera Iyer');
    assert.equal(await text(page.getByTestId('claim-payment')), 'Online (Razorpay)');
    problems.push(...(await problemsOf(page, 'a claim @1280')));
    await screenshot(page, 'admin-claim');

    await page.getByTestId('claim-refund').click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(`Refund these items of ${number}?`).waitFor();
    await confirm.getByText(/^A credit note for 1 × Moringa Powder is issued/).waitFor();
    await dialogShown(page);
    problems.push(...(await pageProblems(page, 'refund? @1280')));
    await confirm.getByRole('button', { name: 'Refund these items' }).click();
    await page.getByText(`Refund approved for ${number}`).waitFor();
    await page
      .getByTestId('claim-outcome')
      .getByText(/^Refund approved on /)
      .waitFor();
    // the credit note comes by event: the page shows its amount once it has
    const amount = page.getByTestId('claim-refund-amount');
    await amount.filter({ hasText: /^₹[\d,]+\.\d\d$/ }).waitFor({ timeout: 30_000 });
    const refunded = await claimNow(claims.refund);
    assert.equal(refunded.status, 'approved');
    assert.equal(await text(amount), `₹${refunded.refund!.amount!.toFixed(2)}`);
    assert.equal(
      await text(page.getByTestId('claim-credit-note')),
      refunded.refund!.creditNoteNumber,
    );
    assert.match(await text(page.getByTestId('claim-refund-state')), /^Refund/);
    assert.equal(await text(page.getByTestId('claim-status')), 'Approved');
    problems.push(...(await problemsOf(page, 'refunded @1280')));
    await screenshot(page, 'admin-claim-refunded');

    // no longer awaiting a decision; under Approved, with where its refund is
    await page.getByRole('link', { name: 'All claims' }).click();
    await rowOf(claims.refuse).waitFor();
    await rowOf(claims.refund).waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Approved', exact: true }).click();
    await rowOf(claims.refund).getByText('Approved').waitFor();
    assert.deepEqual(problems, []);
  });

  it('at 1280 px: a cash order’s claim refunded, sent to the shopper’s account and recorded', async () => {
    const page = await suite.newPage(1280, 900);
    await suite.signedIn(page, ADMIN, `/admin/claims/${claims.cash._id}/show`);
    const number = orderNumber(claims.cash.orderId);
    await page.getByTestId('claim-refund').click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(/The order was paid in cash/).waitFor();
    await confirm.getByRole('button', { name: 'Refund these items' }).click();
    await notified(page, `Refund approved for ${number}`);
    const state = page.getByTestId('claim-refund-state');
    await state
      .filter({ hasText: 'To send to the shopper’s account (paid in cash)' })
      .waitFor({ timeout: 30_000 });
    await page.getByTestId('claim-to-account').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/^This order was paid in cash\. Send ₹[\d,]+\.\d\d back/).waitFor();
    await dialog.getByTestId('claim-to-account-method').click();
    await page.getByRole('option', { name: 'Bank transfer' }).click();
    await dialog.getByTestId('claim-to-account-reference').fill('UTR20261128001');
    await dialogShown(page);
    const problems = await pageProblems(page, 'refund to account @1280');
    await screenshot(page, 'admin-claim-to-account');
    await dialog.getByTestId('claim-to-account-confirm').click();
    await page.getByText('Refund recorded').waitFor();
    await state.filter({ hasText: /^Refunded$/ }).waitFor();
    assert.equal(
      await text(page.getByTestId('claim-refund-reference')),
      'Bank transfer · UTR20261128001',
    );
    const now = await claimNow(claims.cash);
    assert.deepEqual(
      [now.refund!.state, now.refund!.reference],
      ['processed', 'Bank transfer:UTR20261128001'],
    );
    assert.deepEqual(problems, []);
  });

  it('at 375 px: a list that fits; one refused through the dialog (a reason too short refused first), another sent as a replacement with its parcel', async () => {
    const phone = await suite.newPage(375, 800);
    await suite.signedIn(phone, ADMIN, '/admin/claims');
    const itemOf = (c: ClaimView) =>
      phone.locator('.phone-list li').filter({ hasText: c.customer.name });
    await itemOf(claims.refuse).waitFor();
    assert.equal(await phone.locator('table.RaDataTable-table').count(), 0, 'a list, no table');
    assert.match(await text(itemOf(claims.refuse)), /1 × Moringa Powder.*Ravi Kumar.*Wrong item/);
    await fitsPhone(phone, 'the claims list');
    await onScreen(itemOf(claims.refuse).getByTestId('claim-link'), 375, 'the claim’s link');
    const problems = await problemsOf(phone, 'claims @375');
    await screenshot(phone, 'admin-claims');

    await openClaim(phone, itemOf(claims.refuse), claims.refuse);
    const number = orderNumber(claims.refuse.orderId);
    await fitsPhone(phone, 'a claim');
    for (const name of ['Send a replacement', 'Refund these items', 'Refuse…'])
      await onScreen(phone.getByRole('button', { name }), 375, name);
    problems.push(...(await problemsOf(phone, 'a claim @375')));
    await screenshot(phone, 'admin-claim');

    await phone.getByTestId('claim-refuse').click();
    const dialog = phone.getByRole('dialog');
    await dialog.getByText(`Refuse the claim on ${number}?`).waitFor();
    await dialog.getByTestId('claim-refusal-reason').fill('No.');
    assert.equal(await text(dialog.getByTestId('claim-refusal-count')), '3 / 500');
    await dialog.getByTestId('claim-refuse-confirm').click();
    assert.equal(
      await text(dialog.getByTestId('claim-refusal-help')),
      'Say why it is refused, in 5 to 500 characters',
    );
    assert.equal((await claimNow(claims.refuse)).status, 'submitted', 'nothing was sent');
    await dialogShown(phone);
    await fitsPhone(phone, 'the refusal dialog');
    problems.push(...(await problemsOf(phone, 'refuse? @375')));
    await screenshot(phone, 'admin-claim-refuse', false);
    await dialog.getByTestId('claim-refusal-reason').fill(REFUSAL);
    await dialog.getByTestId('claim-refuse-confirm').click();
    await notified(phone, `Claim on ${number} refused`);
    await phone.getByTestId('claim-status').filter({ hasText: 'Refused' }).waitFor();
    assert.equal(await text(phone.getByTestId('claim-refusal')), REFUSAL);
    assert.match(await text(phone.getByTestId('claim-outcome')), /^Refused on .*The reason/);
    const refused = await claimNow(claims.refuse);
    assert.deepEqual([refused.status, refused.refusal], ['refused', REFUSAL]);
    await fitsPhone(phone, 'a refused claim');
    problems.push(...(await problemsOf(phone, 'refused @375')));
    await screenshot(phone, 'admin-claim-refused');

    // the replacement: approved, its parcel booked with the courier
    await phone.getByRole('link', { name: 'All claims' }).click();
    await itemOf(claims.replace).waitFor();
    await openClaim(phone, itemOf(claims.replace), claims.replace);
    const replaced = orderNumber(claims.replace.orderId);
    await phone.getByTestId('claim-replace').click();
    const confirm = phone.getByRole('dialog');
    await confirm.getByText(`Send a replacement for ${replaced}?`).waitFor();
    await confirm.getByRole('button', { name: 'Send a replacement' }).click();
    await notified(phone, `Replacement for ${replaced} approved and booked`);
    const parcel = phone.getByTestId('claim-parcel');
    await parcel.filter({ hasText: /AWB/ }).waitFor();
    const approved = await claimNow(claims.replace);
    const shipments = (await api('GET', `/api/admin/orders/${approved.orderId}/shipments`))
      .body as ShipmentView[];
    const booked = shipments.find((s) => s._id === approved.replacementShipmentId)!;
    assert.equal(booked.claimId, approved._id);
    assert.equal(
      await text(parcel),
      `Parcel: ${booked.courierName} · AWB ${booked.awb} · Booked · not handed over yet`,
    );
    await fitsPhone(phone, 'a replacement');
    const link = phone.getByRole('link', { name: 'Find it in Shipments' });
    await onScreen(link, 375, 'the parcel’s link');
    problems.push(...(await problemsOf(phone, 'replacement @375')));
    await screenshot(phone, 'admin-claim-replacement');
    // the parcel on the shipments page, to hand to the courier with the day's others
    await link.click();
    await phone
      .locator('.phone-list li')
      .filter({ hasText: `AWB ${booked.awb}` })
      .waitFor();
    assert.deepEqual(problems, []);
  });

  it('in Hindi at 375 px: the list and a claim awaiting a decision read Hindi, and fit', async () => {
    const phone = await suite.newPage(375, 800);
    await suite.signedIn(phone, ADMIN, '/admin/claims');
    await phone.locator('.phone-list li').first().waitFor();
    await phone.getByTestId('language-switch').click();
    await phone.getByTestId('language-hi').click();
    await phone.waitForFunction(() => document.documentElement.lang === 'hi');
    await phone.getByRole('heading', { name: 'क्लेम', level: 1 }).waitFor();
    assert.ok(await phone.getByRole('combobox', { name: 'स्थिति' }).isVisible());
    const item = phone.locator('.phone-list li').filter({ hasText: 'Sunita Verma' });
    assert.match(await text(item), /1 × Moringa Powder.*टूटा-फूटा · रिप्लेसमेंट/);
    assert.equal(await text(item.getByTestId('claim-status')), 'फ़ैसले का इंतज़ार');
    await fitsPhone(phone, 'the claims list in Hindi');
    const problems = await problemsOf(phone, 'claims hi @375');
    await screenshot(phone, 'admin-claims-hindi');

    const number = orderNumber(claims.hindi.orderId);
    await item.getByRole('link', { name: `${number} का क्लेम` }).click();
    await phone.getByRole('heading', { name: `${number} का क्लेम`, level: 1 }).waitFor();
    assert.equal(await text(phone.getByTestId('claim-reason')), 'टूटा-फूटा');
    assert.equal(await text(phone.getByTestId('claim-asked')), 'ग्राहक रिप्लेसमेंट चाहते हैं।');
    for (const name of ['रिप्लेसमेंट भेजें', 'इन आइटम का रिफ़ंड करें', 'नामंज़ूर करें…'])
      await onScreen(phone.getByRole('button', { name }), 375, name);
    await fitsPhone(phone, 'a claim in Hindi');
    problems.push(...(await problemsOf(phone, 'a claim hi @375')));
    await screenshot(phone, 'admin-claim-hindi');
    assert.deepEqual(problems, []);
  });
});

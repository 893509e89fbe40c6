// Stock for the checkout scenario: enough of it to never run out mid-run, and a check that
// the shop's stock ends exactly where the checkouts put it.
import type { Product } from '@arogya/contracts';
import { expectStatus, readJson, type HttpClient } from './http.js';
import type { CheckoutTarget } from './scenarios.js';

/** Stock given to every product the scenarios use: far more than any run can buy. */
export const RESTOCK = 100_000;

/**
 * The products the scenarios pick from, as the k6 script picks them (of the first 60, those
 * with more than 20 in stock), restocked to {@link RESTOCK} through the admin API when there
 * is an admin token.
 */
export async function productPool(
  api: HttpClient,
  adminToken: string | undefined,
): Promise<Product[]> {
  const all = readJson<Product[]>(
    await expectStatus(api.get('/api/products?limit=60'), 'catalogue'),
  );
  const pool = all.filter((p) => p.countInStock > 20);
  if (pool.length === 0) throw new Error('The catalogue has no product with more than 20 in stock');
  if (adminToken) {
    for (const p of pool) {
      await expectStatus(
        api.request('PUT', `/api/admin/products/${p._id}`, {
          token: adminToken,
          json: { countInStock: RESTOCK },
        }),
        `restocking ${p.name}`,
      );
      p.countInStock = RESTOCK;
    }
  }
  return pool;
}

/**
 * Every product's stock must end exactly the units its checkouts held below where it began
 * (`before`): no unit lost or sold twice by the reservation, payment and order events under
 * load. Waits up to 10 s for the events to settle; answers the verdict as a line.
 */
export async function stockAccounting(
  t: CheckoutTarget,
  before: Map<string, number>,
): Promise<string> {
  const units = [...t.held.values()].reduce((a, b) => a + b, 0);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const wrong: string[] = [];
    for (const [id, had] of before) {
      const p = readJson<Product>(await expectStatus(t.api.get(`/api/products/${id}`), 'product'));
      const expected = had - (t.held.get(id) ?? 0);
      if (p.countInStock !== expected) {
        wrong.push(`${p.name} ${p.countInStock} (expected ${expected})`);
      }
    }
    if (wrong.length === 0) {
      return `stock accounting: OK, ${units} units held by the checkouts created, every product's stock down by exactly its units`;
    }
    if (Date.now() > deadline) {
      return `stock accounting: MISMATCH 10 s after the run (${units} units held): ${wrong.join('; ')}`;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

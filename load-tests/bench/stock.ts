// Stock for the checkout scenario: enough of it to never run out mid-run, and a check that
// the shop's stock ends exactly where the checkouts put it, per product and per variant (issue
// 30: a product is sold as variants, each with its own stock; the product's is their sum).
import {
  rupeesToPaise,
  variantLabel,
  type Product,
  type ProductVariant,
  type VariantInput,
} from '@arogya/contracts';
import type { Held } from './holds.js';
import { expectStatus, readJson, type HttpClient } from './http.js';
import type { CheckoutTarget } from './scenarios.js';

/** Stock given to every variant of every product the scenarios use: far more than any run can buy. */
export const RESTOCK = 100_000;

/** A read that skips the gateway's cache: what the catalog holds now. */
const NO_CACHE = { 'cache-control': 'no-cache' };

/** How a line names a variant: "Whey Protein (2 kg)", its SKU when it has no size or colour. */
const nameOf = (p: Product, v: ProductVariant) => `${p.name} (${variantLabel(v) || v.sku})`;

/**
 * The products the scenarios pick from, as the k6 script picks them (of the first 60, those
 * with more than 20 in stock), each with its variants. With an admin token, every variant of
 * each is restocked to {@link RESTOCK} through the admin API (a product sold as several
 * variants takes no stock of its own: `variants[].countInStock`), and each keeps what the
 * write answered; without, each keeps what the catalog says of its variants.
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
  for (const p of pool) {
    if (!adminToken) {
      const now = readJson<Product>(
        await expectStatus(
          api.request('GET', `/api/products/${p._id}`, { headers: NO_CACHE }),
          `reading ${p.name}`,
        ),
      );
      Object.assign(p, { countInStock: now.countInStock, variants: now.variants });
      continue;
    }
    // the admin's read goes to the catalog: every variant there is now (one left out of the
    // write would be removed)
    const now = readJson<Product>(
      await expectStatus(
        api.request('GET', `/api/admin/products/${p._id}`, { token: adminToken }),
        `reading ${p.name}`,
      ),
    );
    const restocked = readJson<Product>(
      await expectStatus(
        api.request('PUT', `/api/admin/products/${p._id}`, {
          token: adminToken,
          json: restockBody(now),
        }),
        `restocking ${p.name}`,
      ),
    );
    Object.assign(p, { countInStock: restocked.countInStock, variants: restocked.variants });
  }
  return pool;
}

/**
 * The admin write (`PUT /api/admin/products/:id`) that puts {@link RESTOCK} units of every
 * variant of `p` (as the catalog answers it) on sale: its variants as they are, each with the
 * new stock; a product without variants (a shop of before them), its own stock.
 */
export function restockBody(p: Pick<Product, 'variants'>): Record<string, unknown> {
  return p.variants?.length
    ? { variants: p.variants.map((v) => ({ ...v, countInStock: RESTOCK })) }
    : { countInStock: RESTOCK };
}

/**
 * `variants` (as a product's answer shows them) as a write of them gives them (money in
 * paise), with `counts[i]` units of the i-th on sale: a stock change of a product sold as
 * several variants, which keeps everything else of each.
 */
export function variantInputs(
  variants: readonly ProductVariant[],
  counts: number[],
): VariantInput[] {
  const paise = (rupees: number | null) => (rupees === null ? null : rupeesToPaise(rupees));
  return variants.map((v, i) => ({
    id: v._id,
    sku: v.sku,
    size: v.size,
    color: v.color,
    colorName: v.colorName,
    mrpPaise: rupeesToPaise(v.mrp),
    pricePaise: rupeesToPaise(v.price),
    discountPricePaise: paise(v.discountPrice),
    countInStock: counts[i]!,
    weightGrams: v.weightGrams,
    netQuantity: v.netQuantity,
    images: v.images,
  }));
}

/** Units a shopper could buy of a product before a run, and of each of its variants. */
export interface StockBefore {
  countInStock: number;
  /** Variant id → its units (empty for a shop of before variants). */
  variants: Map<string, number>;
}

/** The stock of every product of `pool` as {@link productPool} left it, per product id. */
export function stockBefore(pool: readonly Product[]): Map<string, StockBefore> {
  return new Map(
    pool.map((p) => [
      p._id,
      {
        countInStock: p.countInStock,
        variants: new Map((p.variants ?? []).map((v) => [v._id, v.countInStock])),
      },
    ]),
  );
}

/**
 * What is wrong with the stock of product `p` (as the catalog holds it now, variants included)
 * after the run: each variant must be down by exactly the units held of it, and the product's
 * stock must be its variants' together; the units held of its variants must be those held of
 * it (every line named its variant).
 */
export function variantMismatches(p: Product, had: StockBefore, held: Held): string[] {
  const wrong: string[] = [];
  const sum = (ns: Iterable<number>) => [...ns].reduce((a, b) => a + b, 0);
  if (sum(had.variants.values()) !== had.countInStock)
    wrong.push(
      `${p.name}: its variants had ${sum(had.variants.values())} together before the run, the product ${had.countInStock}`,
    );
  const variants = p.variants ?? [];
  for (const v of variants) {
    const before = had.variants.get(v._id);
    if (before === undefined) {
      wrong.push(`${nameOf(p, v)}: a variant it did not have before the run`);
      continue;
    }
    const expected = before - (held.variants.get(v._id) ?? 0);
    if (v.countInStock !== expected)
      wrong.push(`${nameOf(p, v)} ${v.countInStock} (expected ${expected})`);
  }
  const now = new Set(variants.map((v) => v._id));
  for (const id of had.variants.keys())
    if (!now.has(id)) wrong.push(`${p.name}: variant ${id} is gone`);
  const together = sum(variants.map((v) => v.countInStock));
  if (together !== p.countInStock)
    wrong.push(`${p.name}: its variants have ${together} together, the product ${p.countInStock}`);
  const ofVariants = sum([...had.variants.keys()].map((id) => held.variants.get(id) ?? 0));
  const ofProduct = held.products.get(p._id) ?? 0;
  if (ofVariants !== ofProduct)
    wrong.push(
      `${p.name}: checkouts held ${ofProduct} units of it, their answers named its variants for ${ofVariants}`,
    );
  return wrong;
}

/**
 * Every product's stock must end exactly the units its checkouts held below where it began
 * (`before`), as shoppers read it (through the gateway's cache); and, as the catalog holds it
 * (the cache skipped), every variant's exactly the units held of that variant, the product's
 * being its variants' together: no unit lost, sold twice or taken from another variant by the
 * reservation, payment and order events under load. Waits up to 10 s for the events to
 * settle; answers the verdict as a line.
 */
export async function stockAccounting(
  t: CheckoutTarget,
  before: Map<string, StockBefore>,
): Promise<string> {
  const { held } = t;
  const units = held.units;
  const known = new Set([...before.values()].flatMap((b) => [...b.variants.keys()]));
  const deadline = Date.now() + 10_000;
  for (;;) {
    const wrong: string[] = [];
    for (const [id, had] of before) {
      const p = readJson<Product>(await expectStatus(t.api.get(`/api/products/${id}`), 'product'));
      const expected = had.countInStock - (held.products.get(id) ?? 0);
      if (p.countInStock !== expected) {
        wrong.push(`${p.name} ${p.countInStock} (expected ${expected})`);
      }
      if (had.variants.size === 0) continue; // a shop of before variants: per product only
      const now = readJson<Product>(
        await expectStatus(
          t.api.request('GET', `/api/products/${id}`, { headers: NO_CACHE }),
          'product, uncached',
        ),
      );
      wrong.push(...variantMismatches(now, had, held));
    }
    for (const [id, n] of held.variants)
      if (!known.has(id)) wrong.push(`${n} units held of variant ${id}, of no product in the pool`);
    if (wrong.length === 0) {
      return `stock accounting: OK, ${units} units held by the checkouts created, every product's stock down by exactly its units, and every variant's by the units held of it`;
    }
    if (Date.now() > deadline) {
      return `stock accounting: MISMATCH 10 s after the run (${units} units held): ${wrong.join('; ')}`;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

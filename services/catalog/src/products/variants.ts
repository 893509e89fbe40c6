import {
  shareOut,
  variantLabel,
  variantSku,
  priceRefusal,
  type ProductInput,
  type VariantInput,
} from '@arogya/contracts';
import { badRequest, conflict } from '@arogya/platform';
import type { EntityManager } from 'typeorm';
import { ProductVariantEntity } from './product.entity.js';
import { SYNC_PRODUCT_SQL } from './product.sql.js';

type Axes = Pick<ProductInput, 'sizes' | 'colors' | 'colorsName'>;
export type Prices = Pick<VariantInput, 'pricePaise' | 'discountPricePaise' | 'mrpPaise'>;

/**
 * One variant per size × colour (one with neither when the product has none), in the order of
 * the sizes, then the colours, each at `prices`; `stock` shared out evenly over them (the
 * first ones get a unit more), or undefined (kept, for existing variants).
 */
export function variantsFromAxes(axes: Axes, prices: Prices, stock?: number): VariantInput[] {
  const sizes = axes.sizes.length ? axes.sizes : [''];
  const colors = axes.colors.length ? axes.colors : [''];
  const combos = sizes.flatMap((size) =>
    colors.map((color, j) => ({ size, color, colorName: axes.colorsName[j] ?? '' })),
  );
  const shares = stock === undefined ? [] : shareOut(stock, combos.length);
  return combos.map((c, i) => ({
    ...c,
    sku: '',
    ...prices,
    ...(stock !== undefined && { countInStock: shares[i]! }),
    weightGrams: 0,
    netQuantity: c.size,
    images: [],
  }));
}

/**
 * `planned` with the ids (and what the write does not say: prices, stock, SKU…) of the
 * `existing` variants of the same size and colour: what sizes and colours changed on a product
 * keep of its variants. A product sold by no size (colour) that gets sizes (colours): its
 * variants become those of the first one, stock and all.
 */
export function keepExisting(
  planned: VariantInput[],
  existing: ProductVariantEntity[],
): VariantInput[] {
  const firstSize = planned[0]?.size ?? '';
  const firstColor = planned[0]?.color ?? '';
  return planned.map((v) => {
    const old = existing.find(
      (e) => (e.size || firstSize) === v.size && (e.color || firstColor) === v.color,
    );
    if (!old) return { ...v, countInStock: v.countInStock ?? 0 };
    const { countInStock: _, ...kept } = v;
    return {
      ...kept,
      id: old.id,
      sku: old.sku,
      pricePaise: old.pricePaise,
      discountPricePaise: old.discountPricePaise,
      mrpPaise: old.mrpPaise,
      weightGrams: old.weightGrams,
      // a net quantity that was its size (the default) follows its new size
      netQuantity: old.netQuantity === old.size ? v.netQuantity : old.netQuantity,
      images: old.images,
    };
  });
}

/**
 * Whether `given` says nothing new of the `existing` variants: the same ones in the same order
 * with the same fields, and a stock said only where it is the one a shopper sees (what a client
 * sends back whole with a record it changed elsewhere).
 */
export function sameVariants(given: VariantInput[], existing: ProductVariantEntity[]): boolean {
  return (
    given.length === existing.length &&
    given.every((v, i) => {
      const e = inputOf(existing[i]!);
      const keys = Object.keys(e) as (keyof VariantInput)[];
      const stock = existing[i]!.stockOnHand - existing[i]!.stockReserved;
      return (
        keys.every((k) =>
          k === 'sku'
            ? v.sku === '' || v.sku === e.sku
            : JSON.stringify(v[k]) === JSON.stringify(e[k]),
        ) &&
        (v.countInStock === undefined || v.countInStock === stock)
      );
    })
  );
}

/** Every variant of `variants` at `prices` (a product's price changed: a bulk price change). */
export function repriced(variants: VariantInput[], prices: Partial<Prices>): VariantInput[] {
  return variants.map((v, i) => {
    const next = { ...v, ...prices };
    if (prices.pricePaise !== undefined && prices.mrpPaise === undefined)
      next.mrpPaise = Math.max(v.mrpPaise, prices.pricePaise);
    const refusal = priceRefusal(next, `variants[${i}]`);
    if (refusal) throw badRequest(refusal);
    return next;
  });
}

/** An existing variant as a write would give it (its stock unsaid: kept). */
export function inputOf(e: ProductVariantEntity): VariantInput {
  const { id, sku, size, color, colorName, mrpPaise, pricePaise, discountPricePaise } = e;
  return {
    id,
    sku,
    size,
    color,
    colorName,
    mrpPaise,
    pricePaise,
    discountPricePaise,
    weightGrams: e.weightGrams,
    netQuantity: e.netQuantity,
    images: e.images,
  };
}

/**
 * A batched variant's free units set to `countInStock` (issue 30): those of its live batches
 * change only by counting a batch; the variant's own (received without a batch) may change.
 */
async function checkBatchedStock(
  m: EntityManager,
  name: string,
  v: ProductVariantEntity,
  countInStock: number,
) {
  const [row] = (await m.query(
    `SELECT COALESCE(sum(on_hand - reserved), 0)::int AS free FROM product_batches
      WHERE variant_id = $1 AND retired_at IS NULL`,
    [v.id],
  )) as { free: number }[];
  if (countInStock < row!.free)
    throw badRequest(
      `${name} ${variantLabel(v) || v.sku} has ${row!.free} units in batches: count a batch to change them (its stock must be at least ${row!.free})`,
    );
}

/**
 * Makes product `productId`'s variants `planned`, in that order, in transaction `m`: existing
 * ones (by id) changed, new ones added (a SKU left '' is made from the product's; the one
 * variant of a product takes the product's), others removed — refused (409) while checkouts
 * hold units of one. Stock given is what shoppers may buy: held units come on top. Then the
 * product row takes what its variants say (`SYNC_PRODUCT_SQL`).
 */
export async function writeVariants(
  m: EntityManager,
  product: { id: string; sku: string; name: string },
  planned: VariantInput[],
  existing: ProductVariantEntity[] = [],
): Promise<void> {
  const repo = m.getRepository(ProductVariantEntity);
  const byId = new Map(existing.map((e) => [e.id, e]));
  for (const v of planned) {
    if (v.id && !byId.has(v.id)) throw badRequest(`Variant ${v.id} is not one of this product's`);
  }
  const kept = new Set(planned.map((v) => v.id).filter(Boolean));
  const gone = existing.filter((e) => !kept.has(e.id));
  const held = gone.find((e) => e.stockReserved > 0);
  if (held)
    throw conflict(
      `${product.name} ${held.size || held.colorName || held.sku} has ${held.stockReserved} units held by checkouts: it can be removed once they are paid for or expire`,
    );
  if (gone.length) await repo.delete(gone.map((e) => e.id));
  for (const [i, v] of planned.entries()) {
    const { id, countInStock, ...fields } = v;
    const sku =
      fields.sku ||
      (planned.length === 1
        ? product.sku
        : variantSku(product.sku, v.size, v.colorName || v.color));
    const old = id ? byId.get(id) : undefined;
    if (old) {
      Object.assign(old, fields, { sku, position: i + 1 });
      if (countInStock !== undefined && countInStock !== old.stockOnHand - old.stockReserved) {
        if (old.batched) await checkBatchedStock(m, product.name, old, countInStock);
        old.stockOnHand = countInStock + old.stockReserved;
      }
      await repo.save(old);
    } else {
      await repo.insert({
        ...fields,
        sku,
        productId: product.id,
        position: i + 1,
        stockOnHand: countInStock ?? 0,
        stockReserved: 0,
      });
    }
  }
  await m.query(SYNC_PRODUCT_SQL, [product.id]);
}

import { openDatabase, PLATFORM_MIGRATIONS } from '@arogya/platform';
import { dropNamespace, testEnv, uniqueNamespace, type TestEnv } from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { DataSource } from 'typeorm';
import { CreateProducts1763700000100 } from '../src/migrations/1763700000100-create-products.js';
import { CreateStockReservations1763700000101 } from '../src/migrations/1763700000101-create-stock-reservations.js';
import { StockReservationHistory1764000000100 } from '../src/migrations/1764000000100-stock-reservation-history.js';
import { ProductVersion1765000000100 } from '../src/migrations/1765000000100-product-version.js';
import { ProductGst1766200000200 } from '../src/migrations/1766200000200-product-gst.js';
import { ProductVariants1768200000100 } from '../src/migrations/1768200000100-product-variants.js';

/**
 * Issue 30's migration on a catalogue of before: every product becomes its variants (one per
 * size × colour), no unit of stock lost or doubled, the held units and their reservations on
 * the first variant.
 */
const ns = uniqueNamespace('varmig');
let env: TestEnv;
const before30 = [
  ...PLATFORM_MIGRATIONS,
  CreateProducts1763700000100,
  CreateStockReservations1763700000101,
  StockReservationHistory1764000000100,
  ProductVersion1765000000100,
  ProductGst1766200000200,
];
const open = (migrations: typeof before30) =>
  openDatabase({
    serverUrl: env.postgresUrl,
    name: ns.database('catalog'),
    entities: [],
    migrations,
  });

before(async () => {
  env = await testEnv();
});
after(async () => {
  await dropNamespace(env, ns);
});

describe('the variants migration', () => {
  it('turns each product into its variants without losing a unit, holds on the first', async () => {
    let ds: DataSource = await open(before30);
    const tee = randomUUID();
    const oil = randomUUID();
    const checkout = randomUUID();
    const insert = `INSERT INTO products (id, name, description, price_paise, discount_price_paise,
        stock_on_hand, stock_reserved, sku, category, sizes, colors, colors_name, hsn, gst_rate)
      VALUES ($1, $2, 'd', $3, $4, $5, $6, $7, 'Fitness', $8, $9, $10, '6109', 5)`;
    await ds.query(insert, [
      tee,
      'Yoga Tee',
      89_900,
      62_900,
      14,
      3,
      'FIT-TEE',
      ['S', 'M'],
      ['#111', '#f80'],
      ['Black', 'Orange'],
    ]);
    await ds.query(insert, [oil, 'Neem Oil', 34_900, null, 7, 0, 'LIF-NEM', [], [], []]);
    await ds.query(
      `INSERT INTO stock_reservations (checkout_id, product_id, quantity, status) VALUES ($1, $2, 3, 'held')`,
      [checkout, tee],
    );
    await ds.destroy();

    ds = await open([...before30, ProductVariants1768200000100]);
    try {
      const variants = (await ds.query(
        `SELECT product_id, position, sku, size, color, color_name, mrp_paise, price_paise,
                discount_price_paise, stock_on_hand, stock_reserved, net_quantity
           FROM product_variants ORDER BY product_id = $1 DESC, position`,
        [tee],
      )) as Record<string, unknown>[];
      const row = (v: Record<string, unknown>) => [
        v.position,
        v.sku,
        v.size,
        v.color,
        v.color_name,
        v.price_paise,
        v.stock_on_hand,
        v.stock_reserved,
      ];
      assert.deepEqual(variants.map(row), [
        // 11 free units shared out 3, 3, 3, 2; the 3 held on the first
        [1, 'FIT-TEE-S-BLACK', 'S', '#111', 'Black', 89_900, 6, 3],
        [2, 'FIT-TEE-S-ORANGE', 'S', '#f80', 'Orange', 89_900, 3, 0],
        [3, 'FIT-TEE-M-BLACK', 'M', '#111', 'Black', 89_900, 3, 0],
        [4, 'FIT-TEE-M-ORANGE', 'M', '#f80', 'Orange', 89_900, 2, 0],
        // a product of neither: one variant with the product's SKU
        [1, 'LIF-NEM', '', '', '', 34_900, 7, 0],
      ]);
      assert.ok(
        variants.every((v) => v.mrp_paise === v.price_paise),
        'the MRP is the price',
      );
      assert.equal(variants[0]!.discount_price_paise, 62_900);
      assert.equal(variants[0]!.net_quantity, 'S');
      const [sum] = (await ds.query(
        `SELECT sum(stock_on_hand)::int AS on_hand, sum(stock_reserved)::int AS reserved
           FROM product_variants WHERE product_id = $1`,
        [tee],
      )) as { on_hand: number; reserved: number }[];
      assert.deepEqual(sum, { on_hand: 14, reserved: 3 }, 'the product’s counters, to the unit');
      const [hold] = (await ds.query(
        `SELECT r.quantity, v.position FROM stock_reservations r
           JOIN product_variants v ON v.id = r.variant_id WHERE r.checkout_id = $1`,
        [checkout],
      )) as { quantity: number; position: number }[];
      assert.deepEqual(hold, { quantity: 3, position: 1 });
      const [product] = (await ds.query('SELECT mrp_paise FROM products WHERE id = $1', [tee])) as {
        mrp_paise: number;
      }[];
      assert.equal(product!.mrp_paise, 89_900);
    } finally {
      await ds.destroy();
    }
  });
});

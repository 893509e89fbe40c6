import type { CartLineInput, CartOwner } from '@arogya/contracts';
import { AggregateRepository, ShopError } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ProjectedProduct } from '../products/product-facts.repository.js';
import { rowsOf } from '../rows.js';
import {
  LINES_AND_FACTS_SQL,
  linesJson,
  openCartSql,
  PUT_LINES_SQL,
  readCartSql,
  type OwnerColumn,
} from './cart.sql.js';

/** Product, size and colour: what tells one line from another. */
export type LineKey = Pick<CartLineInput, 'productId' | 'size' | 'color'>;

/**
 * A line as the cart keeps it: what the product was called, showed and cost (paise), and the
 * variant it holds (null on a line of before variants until its facts are rebuilt).
 */
export interface CartLineRow extends LineKey {
  name: string;
  image: string;
  pricePaise: number;
  quantity: number;
  variantId: string | null;
  sku: string | null;
}

/** A line and the cart that holds it. */
export interface HeldLine extends CartLineRow {
  cartId: string;
}

/** The column that names a cart's owner, and its value. */
const ownerOf = (owner: CartOwner): { column: OwnerColumn; id: string } =>
  'userId' in owner
    ? { column: 'user_id', id: owner.userId }
    : { column: 'guest_id', id: owner.guestId };

/**
 * Reads and writes of carts and their lines, in SQL: a hot write is a handful of statements in
 * the caller's transaction, and a read is one statement. Lines keep the name, image and price
 * of their product as the projection (`product_facts`) says it, which keeps them in step.
 */
@Injectable()
export class CartRepository extends AggregateRepository {
  /** The owner's cart and its lines, in one statement; undefined when there is none. */
  async read(owner: CartOwner): Promise<{ id: string; lines: CartLineRow[] } | undefined> {
    const { column, id } = ownerOf(owner);
    const [cart] = await rowsOf<{ id: string; lines: CartLineRow[] }>(
      this.ds,
      readCartSql(column),
      [id],
    );
    return cart;
  }

  /** The owner's cart id, created if needed, locked and touched in this transaction. */
  async open(m: EntityManager, owner: CartOwner): Promise<string> {
    const { column, id } = ownerOf(owner);
    const [cart] = await rowsOf<{ id: string }>(m, openCartSql(column), [id]);
    if (!cart) throw new ShopError(500, 'Cart could not be created');
    return cart.id;
  }

  /** The owner's cart id, locked and touched in this transaction; undefined when there is none. */
  async lock(m: EntityManager, owner: CartOwner): Promise<string | undefined> {
    const { column, id } = ownerOf(owner);
    const [cart] = await rowsOf<{ id: string }>(
      m,
      `UPDATE carts SET updated_at = now() WHERE ${column} = $1 RETURNING id`,
      [id],
    );
    return cart?.id;
  }

  /**
   * In one statement: the lines of `cartIds`, and the projected facts of `productIds` and of
   * every product in cart `productsOf`, locked `FOR SHARE` (in id order) until the transaction
   * ends, so that a line written with them cannot miss a change of them that is being applied.
   */
  async linesAndFacts(
    m: EntityManager,
    cartIds: string[],
    productIds: string[],
    productsOf: string | null = null,
  ): Promise<{ lines: HeldLine[]; facts: ProjectedProduct[] }> {
    const [row] = await rowsOf<{ lines: HeldLine[]; facts: ProjectedProduct[] }>(
      m,
      LINES_AND_FACTS_SQL,
      [cartIds, productIds, productsOf],
    );
    return row!;
  }

  /** Writes `lines` into the cart (new ones, or new quantities and facts for existing ones). */
  async putLines(m: EntityManager, cartId: string, lines: CartLineRow[]): Promise<void> {
    if (lines.length === 0) return;
    await m.query(PUT_LINES_SQL, [cartId, JSON.stringify(lines)]);
  }

  /** Takes a line out: whether there was one, and the lines left. */
  async removeLine(
    m: EntityManager,
    cartId: string,
    key: LineKey,
  ): Promise<{ removed: boolean; lines: CartLineRow[] }> {
    const [row] = await rowsOf<{ removed: boolean; lines: CartLineRow[] }>(
      m,
      `WITH gone AS (
         DELETE FROM cart_lines
          WHERE cart_id = $1 AND (product_id, size, color) = ($2, $3, $4) RETURNING 1)
       SELECT EXISTS (SELECT 1 FROM gone) AS removed,
              ${linesJson('l.cart_id = $1 AND (l.product_id, l.size, l.color) <> ($2, $3, $4)')} AS lines`,
      [cartId, key.productId, key.size, key.color],
    );
    return row!;
  }

  /**
   * Subtracts the `bought` units from the cart's lines; a line left with none is removed. A
   * bought line is its cart line by variant (an order names the variant it sold, whatever size
   * and colour the line was added with), else by size and colour (orders of before variants).
   */
  async subtract(
    m: EntityManager,
    cartId: string,
    bought: (LineKey & { quantity: number; variantId?: string })[],
  ) {
    await m.query(
      `WITH bought AS (
         SELECT x."productId" AS product_id, x.size, x.color, x."variantId" AS variant_id,
                sum(x.quantity)::int AS quantity
           FROM json_to_recordset($2::json)
                AS x("productId" uuid, size text, color text, "variantId" uuid, quantity integer)
          GROUP BY 1, 2, 3, 4),
       matched AS (
         SELECT DISTINCT ON (l.product_id, l.size, l.color) l.product_id, l.size, l.color, b.quantity
           FROM cart_lines l JOIN bought b ON l.product_id = b.product_id
            AND (l.variant_id = b.variant_id OR (l.size, l.color) = (b.size, b.color))
          WHERE l.cart_id = $1
          ORDER BY l.product_id, l.size, l.color, (l.variant_id = b.variant_id) DESC),
       gone AS (
         DELETE FROM cart_lines l USING matched b
          WHERE l.cart_id = $1 AND (l.product_id, l.size, l.color) = (b.product_id, b.size, b.color)
            AND l.quantity <= b.quantity)
       UPDATE cart_lines l SET quantity = l.quantity - b.quantity FROM matched b
        WHERE l.cart_id = $1 AND (l.product_id, l.size, l.color) = (b.product_id, b.size, b.color)
          AND l.quantity > b.quantity`,
      [cartId, JSON.stringify(bought)],
    );
  }

  /** Deletes cart `cartId` and answers the lines of cart `linesOf`. */
  async deleteCart(m: EntityManager, cartId: string, linesOf: string): Promise<CartLineRow[]> {
    const [row] = await rowsOf<{ lines: CartLineRow[] }>(
      m,
      `WITH gone AS (DELETE FROM carts WHERE id = $1) SELECT ${linesJson('l.cart_id = $2')} AS lines`,
      [cartId, linesOf],
    );
    return row!.lines;
  }

  /**
   * Deletes user `userId`'s cart, its lines going with it (erasure); answers how many carts and
   * lines went (the lines counted as the statement found them, before the cascade).
   */
  async eraseUser(m: EntityManager, userId: string): Promise<{ carts: number; lines: number }> {
    const gone = await rowsOf<{ lines: number }>(
      m,
      `DELETE FROM carts c WHERE c.user_id = $1
       RETURNING (SELECT count(*)::int FROM cart_lines l WHERE l.cart_id = c.id) AS lines`,
      [userId],
    );
    return { carts: gone.length, lines: gone.reduce((n, c) => n + c.lines, 0) };
  }

  /** The lines of user `userId`'s cart with when each was added, newest first (an export). */
  linesOfUser(userId: string): Promise<(CartLineRow & { addedAt: Date })[]> {
    return rowsOf(
      this.ds,
      `SELECT l.product_id AS "productId", l.size, l.color, l.name, l.image,
              l.price_paise AS "pricePaise", l.quantity, l.variant_id AS "variantId", l.sku,
              l.added_at AS "addedAt"
         FROM carts c JOIN cart_lines l ON l.cart_id = c.id
        WHERE c.user_id = $1
        ORDER BY l.added_at DESC, l.product_id, l.size, l.color`,
      [userId],
    );
  }

  /** Deletes guest carts untouched for `days`; answers how many. */
  async deleteStaleGuestCarts(days: number): Promise<number> {
    const [, deleted] = (await this.ds.query(
      `DELETE FROM carts
        WHERE guest_id IS NOT NULL AND updated_at < now() - make_interval(days => $1)`,
      [days],
    )) as [unknown[], number];
    return deleted;
  }
}

import {
  CART_MAX_LINES,
  GUEST_ID_RE,
  isEntityId,
  LEGACY_GUEST_ID_RE,
  paiseToRupees,
  type Cart,
  type CartLineInput,
  type CartOwner,
  type OrderPlacedV1,
} from '@arogya/contracts';
import { badRequest, conflict, DATA_SOURCE, notFound, RpcError } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { CatalogClient, type ProductFacts } from './catalog-client.js';

interface LineRow {
  product_id: string;
  size: string;
  color: string;
  name: string;
  image: string;
  price_paise: number;
  quantity: number;
}

const NOT_IN_CART = 'This item is not in your cart';

/** Which column holds the owner, and its value, after checking the value's form. */
function ownerKey(
  owner: CartOwner,
  creating: boolean,
): { column: 'user_id' | 'guest_id'; value: string } {
  if ('userId' in owner) {
    if (!isEntityId(owner.userId)) throw badRequest('Invalid user id');
    return { column: 'user_id', value: owner.userId };
  }
  const id = owner.guestId;
  if (typeof id !== 'string' || !(GUEST_ID_RE.test(id) || LEGACY_GUEST_ID_RE.test(id))) {
    throw badRequest('Invalid guest id');
  }
  if (creating && !GUEST_ID_RE.test(id)) {
    throw badRequest('This guest id is too easy to guess to start a cart: make a new one');
  }
  return { column: 'guest_id', value: id };
}

function stockMessage(p: ProductFacts): string {
  return p.countInStock === 0
    ? `${p.name} is out of stock`
    : `Only ${p.countInStock} of ${p.name} left in stock`;
}

/** Carts of users and guests; prices and stock always come from the catalog. */
@Injectable()
export class CartsService {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    private readonly catalog: CatalogClient,
  ) {}

  /** The owner's cart with prices refreshed from the catalog (SPEC §7 `GET /api/cart`). */
  async get(owner: CartOwner): Promise<Cart> {
    const key = ownerKey(owner, false);
    const cart = await this.findCart(this.ds.manager, key, false);
    if (!cart) return this.render(null, key, []);
    const lines = await this.lines(this.ds.manager, cart.id);
    const facts = await this.catalog.many(lines.map((l) => l.product_id));
    const stale = lines.filter((l) => {
      const p = facts.get(l.product_id);
      return !p || p.pricePaise !== l.price_paise || p.name !== l.name || p.image !== l.image;
    });
    if (stale.length === 0) return this.render(cart.id, key, lines);
    return this.ds.transaction(async (m) => {
      for (const l of stale) {
        const p = facts.get(l.product_id);
        if (!p) {
          // the product left the catalogue
          await m.query('DELETE FROM cart_lines WHERE cart_id = $1 AND product_id = $2', [
            cart.id,
            l.product_id,
          ]);
        } else {
          await m.query(
            `UPDATE cart_lines SET price_paise = $3, name = $4, image = $5
              WHERE cart_id = $1 AND product_id = $2`,
            [cart.id, l.product_id, p.pricePaise, p.name, p.image],
          );
        }
      }
      return this.render(cart.id, key, await this.lines(m, cart.id));
    });
  }

  /** Adds `quantity` units (more of an existing line), refusing more than the stock. */
  async add(owner: CartOwner, input: CartLineInput): Promise<Cart> {
    const key = ownerKey(owner, true);
    const product = await this.catalog.one(input.productId);
    this.assertVariant(product, input);
    return this.ds.transaction(async (m) => {
      const cartId = await this.ensureCart(m, key);
      const lines = await this.lines(m, cartId);
      const existing = lines.find((l) => this.same(l, input));
      if (!existing && lines.length >= CART_MAX_LINES) {
        throw conflict(`A cart holds at most ${CART_MAX_LINES} different items`);
      }
      const quantity = (existing?.quantity ?? 0) + input.quantity;
      // stock is per product: every size and colour of it in the cart counts
      if (this.others(lines, input) + quantity > product.countInStock) {
        throw conflict(stockMessage(product));
      }
      await this.upsertLine(m, cartId, input, product, quantity);
      return this.render(cartId, key, await this.lines(m, cartId));
    });
  }

  /** Sets a line's quantity (SPEC §4: the new total); 0 removes the line. */
  async set(owner: CartOwner, input: CartLineInput): Promise<Cart> {
    if (input.quantity === 0) return this.remove(owner, input);
    const key = ownerKey(owner, false);
    const product = await this.catalog.one(input.productId);
    return this.ds.transaction(async (m) => {
      const cart = await this.findCart(m, key, true);
      const lines = cart ? await this.lines(m, cart.id) : [];
      if (!cart || !lines.some((l) => this.same(l, input))) throw notFound(NOT_IN_CART);
      if (this.others(lines, input) + input.quantity > product.countInStock) {
        throw conflict(stockMessage(product));
      }
      await this.upsertLine(m, cart.id, input, product, input.quantity);
      return this.render(cart.id, key, await this.lines(m, cart.id));
    });
  }

  /** Removes a line. */
  async remove(
    owner: CartOwner,
    input: Pick<CartLineInput, 'productId' | 'size' | 'color'>,
  ): Promise<Cart> {
    const key = ownerKey(owner, false);
    return this.ds.transaction(async (m) => {
      const cart = await this.findCart(m, key, true);
      if (!cart) throw notFound(NOT_IN_CART);
      const [, deleted] = (await m.query(
        'DELETE FROM cart_lines WHERE cart_id = $1 AND product_id = $2 AND size = $3 AND color = $4',
        [cart.id, input.productId, input.size, input.color],
      )) as [unknown, number];
      if (deleted === 0) throw notFound(NOT_IN_CART);
      await this.touch(m, cart.id);
      return this.render(cart.id, key, await this.lines(m, cart.id));
    });
  }

  /**
   * Moves a guest's cart into the user's (SPEC §2 "After login"): equal lines add up, capped
   * at the product's stock (all its lines together); the guest cart is gone afterwards. Both carts are locked (guest first), so
   * a second merge — concurrent or later — finds no guest cart and changes nothing.
   */
  async merge(userId: string, guestId: string): Promise<Cart> {
    const user = ownerKey({ userId }, true);
    const guest = ownerKey({ guestId }, false);
    const preview = await this.findCart(this.ds.manager, guest, false);
    if (!preview) return this.get({ userId });
    const guestLines = await this.lines(this.ds.manager, preview.id);
    const userCart = await this.findCart(this.ds.manager, user, false);
    const userLines = userCart ? await this.lines(this.ds.manager, userCart.id) : [];
    const facts = await this.catalog.many([...guestLines, ...userLines].map((l) => l.product_id));
    return this.ds.transaction(async (m) => {
      const guestCart = await this.findCart(m, guest, true);
      const userCartId = await this.ensureCart(m, user);
      if (!guestCart) return this.render(userCartId, user, await this.lines(m, userCartId));
      const current = await this.lines(m, userCartId);
      // units of each product already in the user's cart, every size and colour
      const used = new Map<string, number>();
      for (const l of current) used.set(l.product_id, (used.get(l.product_id) ?? 0) + l.quantity);
      for (const g of await this.lines(m, guestCart.id)) {
        const p = facts.get(g.product_id);
        if (!p) continue; // no longer sold
        const line = { productId: g.product_id, size: g.size, color: g.color };
        const mine = current.find((l) => this.same(l, line))?.quantity ?? 0;
        const added = Math.min(g.quantity, Math.max(0, p.countInStock - (used.get(p.id) ?? 0)));
        if (added === 0) continue;
        used.set(p.id, (used.get(p.id) ?? 0) + added);
        await this.upsertLine(m, userCartId, line, p, mine + added);
      }
      await m.query('DELETE FROM carts WHERE id = $1', [guestCart.id]);
      return this.render(userCartId, user, await this.lines(m, userCartId));
    });
  }

  /**
   * Takes what an order bought out of the buyer's cart: subtracts the bought quantities, so
   * that a line added (or raised) in another tab after the checkout began survives.
   */
  async removeBought(m: EntityManager, order: OrderPlacedV1): Promise<void> {
    const cart = await this.findCart(m, { column: 'user_id', value: order.userId }, true);
    if (!cart) return;
    for (const item of order.items) {
      const args = [cart.id, item.productId, item.size, item.color, item.quantity];
      await m.query(
        `DELETE FROM cart_lines
          WHERE cart_id = $1 AND product_id = $2 AND size = $3 AND color = $4 AND quantity <= $5`,
        args,
      );
      await m.query(
        `UPDATE cart_lines SET quantity = quantity - $5
          WHERE cart_id = $1 AND product_id = $2 AND size = $3 AND color = $4 AND quantity > $5`,
        args,
      );
    }
    await this.touch(m, cart.id);
  }

  /** Deletes guest carts untouched for `days`; returns how many. */
  async expireGuestCarts(days: number): Promise<number> {
    const [rows] = (await this.ds.query(
      `DELETE FROM carts WHERE guest_id IS NOT NULL AND updated_at < now() - make_interval(days => $1)
       RETURNING id`,
      [days],
    )) as [unknown[], number];
    return rows.length;
  }

  private assertVariant(p: ProductFacts, input: CartLineInput) {
    if (input.size && p.sizes.length > 0 && !p.sizes.includes(input.size)) {
      throw badRequest(`Size ${input.size} is not available for ${p.name}`);
    }
    if (
      input.color &&
      p.colors.length > 0 &&
      ![...p.colors, ...p.colorsName].includes(input.color)
    ) {
      throw badRequest(`Colour ${input.color} is not available for ${p.name}`);
    }
  }

  /** Units of `input`'s product in other lines (other sizes and colours). */
  private others(lines: LineRow[], input: Pick<CartLineInput, 'productId' | 'size' | 'color'>) {
    return lines
      .filter((l) => l.product_id === input.productId && !this.same(l, input))
      .reduce((n, l) => n + l.quantity, 0);
  }

  private same(l: LineRow, input: Pick<CartLineInput, 'productId' | 'size' | 'color'>) {
    return l.product_id === input.productId && l.size === input.size && l.color === input.color;
  }

  private async findCart(
    m: EntityManager,
    key: { column: string; value: string },
    lock: boolean,
  ): Promise<{ id: string } | null> {
    const rows = (await m.query(
      `SELECT id FROM carts WHERE ${key.column} = $1${lock ? ' FOR UPDATE' : ''}`,
      [key.value],
    )) as { id: string }[];
    return rows[0] ?? null;
  }

  /** The owner's cart id, created if needed, locked for this transaction. */
  private async ensureCart(
    m: EntityManager,
    key: { column: string; value: string },
  ): Promise<string> {
    await m.query(`INSERT INTO carts (${key.column}) VALUES ($1) ON CONFLICT DO NOTHING`, [
      key.value,
    ]);
    const cart = await this.findCart(m, key, true);
    if (!cart) throw new RpcError(500, 'Cart could not be created');
    await this.touch(m, cart.id);
    return cart.id;
  }

  private touch(m: EntityManager, cartId: string) {
    return m.query('UPDATE carts SET updated_at = now() WHERE id = $1', [cartId]);
  }

  private async upsertLine(
    m: EntityManager,
    cartId: string,
    input: Pick<CartLineInput, 'productId' | 'size' | 'color'>,
    p: ProductFacts,
    quantity: number,
  ) {
    await m.query(
      `INSERT INTO cart_lines (cart_id, product_id, size, color, name, image, price_paise, quantity)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (cart_id, product_id, size, color)
       DO UPDATE SET quantity = EXCLUDED.quantity, price_paise = EXCLUDED.price_paise,
                     name = EXCLUDED.name, image = EXCLUDED.image`,
      [cartId, input.productId, input.size, input.color, p.name, p.image, p.pricePaise, quantity],
    );
  }

  private lines(m: EntityManager, cartId: string): Promise<LineRow[]> {
    return m.query(
      `SELECT product_id, size, color, name, image, price_paise, quantity
         FROM cart_lines WHERE cart_id = $1 ORDER BY added_at, product_id, size, color`,
      [cartId],
    ) as Promise<LineRow[]>;
  }

  private render(
    cartId: string | null,
    key: { column: string; value: string },
    lines: LineRow[],
  ): Cart {
    const total = lines.reduce((sum, l) => sum + l.price_paise * l.quantity, 0);
    return {
      _id: cartId,
      userId: key.column === 'user_id' ? key.value : null,
      guestId: key.column === 'guest_id' ? key.value : null,
      products: lines.map((l) => ({
        productId: l.product_id,
        name: l.name,
        image: l.image,
        size: l.size,
        color: l.color,
        quantity: l.quantity,
        price: paiseToRupees(l.price_paise),
      })),
      totalPrice: paiseToRupees(total),
    };
  }
}

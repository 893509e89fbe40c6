import {
  CART_MAX_LINES,
  GUEST_ID_RE,
  type Cart,
  type CartLineInput,
  type CartOwner,
  type OrderPlacedV1,
} from '@arogya/contracts';
import { badRequest, conflict, notFound } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CatalogClient, type ProductFacts } from './catalog-client.js';
import type { CartLineEntity } from './cart.entity.js';
import { CartRepository, type LineKey } from './cart.repository.js';
import { toCart } from './cart.view.js';

const NOT_IN_CART = 'This item is not in your cart';

function stockMessage(p: ProductFacts): string {
  return p.countInStock === 0
    ? `${p.name} is out of stock`
    : `Only ${p.countInStock} of ${p.name} left in stock`;
}

/** A new cart needs an unguessable guest id; the bare `guest_<timestamp>` may only be read. */
function assertMayCreate(owner: CartOwner) {
  if ('guestId' in owner && !GUEST_ID_RE.test(owner.guestId)) {
    throw badRequest('This guest id is too easy to guess to start a cart: make a new one');
  }
}

const same = (l: CartLineEntity, key: LineKey) =>
  l.productId === key.productId && l.size === key.size && l.color === key.color;

/** Units of `key`'s product in other lines (other sizes and colours): stock is per product. */
const others = (lines: CartLineEntity[], key: LineKey) =>
  lines
    .filter((l) => l.productId === key.productId && !same(l, key))
    .reduce((n, l) => n + l.quantity, 0);

/** Carts of users and guests; prices and stock always come from the catalog. */
@Injectable()
export class CartsService {
  constructor(
    private readonly carts: CartRepository,
    private readonly catalog: CatalogClient,
  ) {}

  /** The owner's cart with prices refreshed from the catalog (SPEC §7 `GET /api/cart`). */
  async get(owner: CartOwner): Promise<Cart> {
    const cart = await this.carts.find(owner);
    if (!cart) return toCart(null, owner, []);
    const lines = await this.carts.lines(cart.id);
    const facts = await this.catalog.many(lines.map((l) => l.productId));
    const stale = new Set(
      lines
        .filter((l) => {
          const p = facts.get(l.productId);
          return !p || p.pricePaise !== l.pricePaise || p.name !== l.name || p.image !== l.image;
        })
        .map((l) => l.productId),
    );
    if (stale.size === 0) return toCart(cart.id, owner, lines);
    return this.carts.transaction(async (m) => {
      for (const productId of stale) {
        const p = facts.get(productId);
        if (p) await this.carts.refreshProduct(m, cart.id, p);
        else await this.carts.deleteProduct(m, cart.id, productId); // it left the catalogue
      }
      return toCart(cart.id, owner, await this.carts.lines(cart.id, m));
    });
  }

  /** Adds `quantity` units (more of an existing line), refusing more than the stock. */
  async add(owner: CartOwner, input: CartLineInput): Promise<Cart> {
    assertMayCreate(owner);
    const product = await this.catalog.one(input.productId);
    this.assertVariant(product, input);
    return this.carts.transaction(async (m) => {
      const cartId = await this.carts.ensure(m, owner);
      const lines = await this.carts.lines(cartId, m);
      const existing = lines.find((l) => same(l, input));
      if (!existing && lines.length >= CART_MAX_LINES) {
        throw conflict(`A cart holds at most ${CART_MAX_LINES} different items`);
      }
      const quantity = (existing?.quantity ?? 0) + input.quantity;
      if (others(lines, input) + quantity > product.countInStock) {
        throw conflict(stockMessage(product));
      }
      await this.carts.putLine(m, cartId, input, product, quantity);
      return toCart(cartId, owner, await this.carts.lines(cartId, m));
    });
  }

  /** Sets a line's quantity (SPEC §4: the new total); 0 removes the line. */
  async set(owner: CartOwner, input: CartLineInput): Promise<Cart> {
    if (input.quantity === 0) return this.remove(owner, input);
    const product = await this.catalog.one(input.productId);
    return this.carts.transaction(async (m) => {
      const cart = await this.carts.find(owner, m, true);
      const lines = cart ? await this.carts.lines(cart.id, m) : [];
      if (!cart || !lines.some((l) => same(l, input))) throw notFound(NOT_IN_CART);
      if (others(lines, input) + input.quantity > product.countInStock) {
        throw conflict(stockMessage(product));
      }
      await this.carts.putLine(m, cart.id, input, product, input.quantity);
      return toCart(cart.id, owner, await this.carts.lines(cart.id, m));
    });
  }

  /** Removes a line. */
  remove(owner: CartOwner, key: LineKey): Promise<Cart> {
    return this.carts.transaction(async (m) => {
      const cart = await this.carts.find(owner, m, true);
      if (!cart || !(await this.carts.deleteLine(m, cart.id, key))) throw notFound(NOT_IN_CART);
      await this.carts.touch(m, cart.id);
      return toCart(cart.id, owner, await this.carts.lines(cart.id, m));
    });
  }

  /**
   * Moves a guest's cart into the user's (SPEC §2 "After login"): equal lines add up, capped
   * at the product's stock (all its lines together); the guest cart is gone afterwards. Both
   * carts are locked (guest first), so a second merge — concurrent or later — finds no guest
   * cart and changes nothing.
   */
  async merge(userId: string, guestId: string): Promise<Cart> {
    const user = { userId };
    const guest = { guestId };
    const preview = await this.carts.find(guest);
    if (!preview) return this.get(user);
    const guestLines = await this.carts.lines(preview.id);
    const userCart = await this.carts.find(user);
    const userLines = userCart ? await this.carts.lines(userCart.id) : [];
    const facts = await this.catalog.many([...guestLines, ...userLines].map((l) => l.productId));
    return this.carts.transaction(async (m) => {
      const guestCart = await this.carts.find(guest, m, true);
      const userCartId = await this.carts.ensure(m, user);
      if (!guestCart) return toCart(userCartId, user, await this.carts.lines(userCartId, m));
      const current = await this.carts.lines(userCartId, m);
      // units of each product already in the user's cart, every size and colour
      const used = new Map<string, number>();
      for (const l of current) used.set(l.productId, (used.get(l.productId) ?? 0) + l.quantity);
      for (const g of await this.carts.lines(guestCart.id, m)) {
        const p = facts.get(g.productId);
        if (!p) continue; // no longer sold
        const mine = current.find((l) => same(l, g))?.quantity ?? 0;
        const added = Math.min(g.quantity, Math.max(0, p.countInStock - (used.get(p.id) ?? 0)));
        if (added === 0) continue;
        used.set(p.id, (used.get(p.id) ?? 0) + added);
        await this.carts.putLine(m, userCartId, g, p, mine + added);
      }
      await this.carts.deleteCart(m, guestCart.id);
      return toCart(userCartId, user, await this.carts.lines(userCartId, m));
    });
  }

  /**
   * Takes what an order bought out of the buyer's cart: subtracts the bought quantities, so
   * that a line added (or raised) in another tab after the checkout began survives.
   */
  async removeBought(m: EntityManager, order: OrderPlacedV1): Promise<void> {
    const cart = await this.carts.find({ userId: order.userId }, m, true);
    if (!cart) return;
    for (const item of order.items) await this.carts.subtract(m, cart.id, item, item.quantity);
    await this.carts.touch(m, cart.id);
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
}

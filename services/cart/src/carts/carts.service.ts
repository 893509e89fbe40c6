import {
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  chooseVariant,
  GUEST_ID_RE,
  type Cart,
  type CartLineInput,
  type CartOwner,
  type OrderPlacedV1,
} from '@arogya/contracts';
import { badRequest, conflict, notFound } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ProductFactsSync } from '../products/product-facts.sync.js';
import {
  assertInStock,
  assertUnderCap,
  heldLine,
  lineOf,
  othersOfVariant,
  same,
  sold,
  UnknownProducts,
  variantOf,
  withLine,
} from './cart-lines.js';
import { CartRepository, type CartLineRow, type LineKey } from './cart.repository.js';
import { toCart } from './cart.view.js';

const NOT_IN_CART = 'This item is not in your cart';

/** A new cart needs an unguessable guest id; the bare `guest_<timestamp>` may only be read. */
function assertMayCreate(owner: CartOwner) {
  if ('guestId' in owner && !GUEST_ID_RE.test(owner.guestId)) {
    throw badRequest('This guest id is too easy to guess to start a cart: make a new one');
  }
}

/**
 * Carts of users and guests. Names, images, prices and stock come from the cart's own
 * projection of the catalog (`product_facts`), never from a request body nor from a call to
 * the catalog on a read or an add; the catalog's reserve at checkout has the last word.
 */
@Injectable()
export class CartsService {
  constructor(
    private readonly carts: CartRepository,
    private readonly facts: ProductFactsSync,
  ) {}

  /** The owner's cart (SPEC §7 `GET /api/cart`): one read, its lines kept in step by events. */
  async get(owner: CartOwner): Promise<Cart> {
    const cart = await this.carts.read(owner);
    return toCart(cart?.id ?? null, owner, cart?.lines ?? []);
  }

  /** Adds `quantity` units of the variant chosen (more of its line), refusing more than its stock. */
  add(owner: CartOwner, input: CartLineInput): Promise<Cart> {
    assertMayCreate(owner);
    return this.withFacts((final) =>
      this.carts.transaction(async (m) => {
        const cartId = await this.carts.open(m, owner);
        const { lines, facts } = await this.carts.linesAndFacts(m, [cartId], [input.productId]);
        const product = sold(facts, input.productId, final);
        const variant = variantOf(product, input);
        // the line of the variant chosen: its own size and colour, however the request named it
        const key = { productId: input.productId, size: variant.size, color: variant.color };
        const existing = lines.find((l) => same(l, key));
        if (!existing && lines.length >= CART_MAX_LINES) {
          throw conflict(`A cart holds at most ${CART_MAX_LINES} different items`);
        }
        const quantity = (existing?.quantity ?? 0) + input.quantity;
        assertUnderCap(lines, key, product, quantity);
        assertInStock(product, variant, othersOfVariant(lines, key, product, variant) + quantity);
        const line = lineOf(key, product, variant, quantity);
        await this.carts.putLines(m, cartId, [line]);
        return toCart(cartId, owner, withLine(lines, line));
      }),
    );
  }

  /** Sets a line's quantity (SPEC §4: the new total); 0 removes the line. */
  set(owner: CartOwner, input: CartLineInput): Promise<Cart> {
    if (input.quantity === 0) return this.remove(owner, input);
    return this.withFacts((final) =>
      this.carts.transaction(async (m) => {
        const cartId = await this.carts.lock(m, owner);
        const { lines, facts } = await this.carts.linesAndFacts(m, cartId ? [cartId] : [], [
          input.productId,
        ]);
        const product = sold(facts, input.productId, final);
        const held = heldLine(lines, input, product);
        if (!cartId || !held) throw notFound(NOT_IN_CART);
        const variant = variantOf(product, held);
        // lowering is always allowed: a cart over the cap from before it held per product
        if (input.quantity > held.quantity) {
          assertUnderCap(lines, held, product, input.quantity);
          const rest = othersOfVariant(lines, held, product, variant);
          assertInStock(product, variant, rest + input.quantity);
        }
        const line = lineOf(held, product, variant, input.quantity);
        await this.carts.putLines(m, cartId, [line]);
        return toCart(cartId, owner, withLine(lines, line));
      }),
    );
  }

  /** Removes a line (the line of the variant its size and colour choose, `heldLine`). */
  remove(owner: CartOwner, key: LineKey): Promise<Cart> {
    return this.carts.transaction(async (m) => {
      const cartId = await this.carts.lock(m, owner);
      if (!cartId) throw notFound(NOT_IN_CART);
      let left = await this.carts.removeLine(m, cartId, key);
      if (!left.removed) {
        const { lines, facts } = await this.carts.linesAndFacts(m, [cartId], [key.productId]);
        const held = heldLine(lines, key, facts[0]);
        if (held) left = await this.carts.removeLine(m, cartId, held);
      }
      if (!left.removed) throw notFound(NOT_IN_CART);
      return toCart(cartId, owner, left.lines);
    });
  }

  /**
   * Moves a guest's cart into the user's (SPEC §2 "After login"): lines of one variant add up,
   * capped at the variant's stock and at `CART_MAX_QUANTITY` of the product (all its lines
   * together), and a line of a variant no longer sold is dropped; the guest cart is gone afterwards. Both
   * carts are locked (guest first), so a second merge — concurrent or later — finds no guest
   * cart and changes nothing.
   */
  async merge(userId: string, guestId: string): Promise<Cart> {
    const user = { userId };
    const merged = await this.withFacts((final) =>
      this.carts.transaction(async (m) => {
        const guestCartId = await this.carts.lock(m, { guestId });
        if (!guestCartId) return undefined;
        const cartId = await this.carts.open(m, user);
        const read = await this.carts.linesAndFacts(m, [guestCartId, cartId], [], guestCartId);
        const guestLines = read.lines.filter((l) => l.cartId === guestCartId);
        const current = read.lines.filter((l) => l.cartId === cartId);
        const facts = new Map(read.facts.map((f) => [f.id, f]));
        const unknown = [...new Set(guestLines.map((l) => l.productId))].filter(
          (id) => !facts.has(id),
        );
        if (unknown.length > 0 && !final) throw new UnknownProducts(unknown);
        // units of each product already in the user's cart, every size and colour
        const used = new Map<string, number>();
        for (const l of current) used.set(l.productId, (used.get(l.productId) ?? 0) + l.quantity);
        const moved: CartLineRow[] = [];
        for (const g of guestLines) {
          const p = facts.get(g.productId);
          const chosen = p && !p.deleted ? chooseVariant(p, g) : undefined;
          if (!p || !chosen || 'refusal' in chosen) continue; // not sold (so) any longer
          const v = chosen.variant;
          const key = { productId: p.id, size: v.size, color: v.color };
          const mine = [...current, ...moved].find((l) => same(l, key))?.quantity ?? 0;
          const inCart = used.get(p.id) ?? 0;
          const ofVariant = used.get(v.id) ?? othersOfVariant(current, key, p, v) + mine;
          const free = Math.max(0, v.countInStock - ofVariant);
          const added = Math.max(0, Math.min(g.quantity, free, CART_MAX_QUANTITY - inCart));
          if (added === 0) continue;
          used.set(p.id, inCart + added);
          used.set(v.id, ofVariant + added);
          const twice = moved.findIndex((l) => same(l, key)); // two guest lines, one variant
          if (twice >= 0) moved.splice(twice, 1);
          moved.push(lineOf(key, p, v, mine + added));
        }
        await this.carts.putLines(m, cartId, moved);
        return { cartId, lines: await this.carts.deleteCart(m, guestCartId, cartId) };
      }),
    );
    return merged ? toCart(merged.cartId, user, merged.lines) : this.get(user);
  }

  /**
   * Takes what an order bought out of the buyer's cart: subtracts the bought quantities, so
   * that a line added (or raised) in another tab after the checkout began survives.
   */
  async removeBought(m: EntityManager, order: OrderPlacedV1): Promise<void> {
    const cartId = await this.carts.lock(m, { userId: order.userId });
    if (cartId) await this.carts.subtract(m, cartId, order.items);
  }

  /**
   * Runs `work`; when it meets products the projection does not know, asks the catalog about
   * them once (they may be moments old) and runs it again, finally (unknown is then 404).
   */
  private async withFacts<T>(work: (final: boolean) => Promise<T>): Promise<T> {
    try {
      return await work(false);
    } catch (err) {
      if (!(err instanceof UnknownProducts)) throw err;
      await this.facts.learn(err.ids);
      return work(true);
    }
  }
}

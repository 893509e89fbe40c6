import {
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  GUEST_ID_RE,
  stockRefusal,
  variantRefusal,
  type Cart,
  type CartLineInput,
  type CartOwner,
  type OrderPlacedV1,
} from '@arogya/contracts';
import { badRequest, conflict, notFound } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ProjectedProduct } from '../products/product-facts.repository.js';
import { ProductFactsSync } from '../products/product-facts.sync.js';
import { CartRepository, type CartLineRow, type LineKey } from './cart.repository.js';
import { toCart } from './cart.view.js';

const NOT_IN_CART = 'This item is not in your cart';
const NOT_FOUND = 'Product not found';

/** Products the projection does not know (yet): asked of the catalog once, then tried again. */
class UnknownProducts extends Error {
  constructor(readonly ids: string[]) {
    super(`Products not projected: ${ids.join(', ')}`);
  }
}

/** A new cart needs an unguessable guest id; the bare `guest_<timestamp>` may only be read. */
function assertMayCreate(owner: CartOwner) {
  if ('guestId' in owner && !GUEST_ID_RE.test(owner.guestId)) {
    throw badRequest('This guest id is too easy to guess to start a cart: make a new one');
  }
}

const same = (l: LineKey, key: LineKey) =>
  l.productId === key.productId && l.size === key.size && l.color === key.color;

/** Units of `key`'s product in other lines (other sizes and colours): stock is per product. */
const others = (lines: CartLineRow[], key: LineKey) =>
  lines
    .filter((l) => l.productId === key.productId && !same(l, key))
    .reduce((n, l) => n + l.quantity, 0);

/**
 * Refuses a cart holding more than `CART_MAX_QUANTITY` units of `p` if its line `key` held
 * `quantity`: the cap of a line holds for the product, whatever sizes and colours split it.
 */
function assertUnderCap(lines: CartLineRow[], key: LineKey, p: ProjectedProduct, quantity: number) {
  const rest = others(lines, key);
  if (rest + quantity <= CART_MAX_QUANTITY) return;
  const there = rest + (lines.find((l) => same(l, key))?.quantity ?? 0);
  throw badRequest(
    `You can have at most ${CART_MAX_QUANTITY} units of ${p.name} in your cart, all sizes and colours together (${there} there already)`,
  );
}

/** Line `key` of `quantity` units at the product's current name, image and price. */
const lineOf = ({ productId, size, color }: LineKey, p: ProjectedProduct, quantity: number) => ({
  productId,
  size,
  color,
  name: p.name,
  image: p.image,
  pricePaise: p.pricePaise,
  quantity,
});

/** `lines` with `line` written: in its place when the cart had it, else last. */
const withLine = (lines: CartLineRow[], line: CartLineRow) =>
  lines.some((l) => same(l, line))
    ? lines.map((l) => (same(l, line) ? line : l))
    : [...lines, line];

/**
 * Product `id` as the projection has it. One it does not know is asked of the catalog once
 * (`final` is then true); a deleted or unknown one is 404.
 */
function sold(facts: ProjectedProduct[], id: string, final: boolean): ProjectedProduct {
  const p = facts.find((f) => f.id === id);
  if (!p && !final) throw new UnknownProducts([id]);
  if (!p || p.deleted) throw notFound(NOT_FOUND);
  return p;
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

  /** Adds `quantity` units (more of an existing line), refusing more than the stock. */
  add(owner: CartOwner, input: CartLineInput): Promise<Cart> {
    assertMayCreate(owner);
    return this.withFacts((final) =>
      this.carts.transaction(async (m) => {
        const cartId = await this.carts.open(m, owner);
        const { lines, facts } = await this.carts.linesAndFacts(m, [cartId], [input.productId]);
        const product = sold(facts, input.productId, final);
        const refusal = variantRefusal(product, input);
        if (refusal) throw badRequest(refusal);
        const existing = lines.find((l) => same(l, input));
        if (!existing && lines.length >= CART_MAX_LINES) {
          throw conflict(`A cart holds at most ${CART_MAX_LINES} different items`);
        }
        const quantity = (existing?.quantity ?? 0) + input.quantity;
        assertUnderCap(lines, input, product, quantity);
        if (others(lines, input) + quantity > product.countInStock) {
          throw conflict(stockRefusal(product.name, product.countInStock));
        }
        const line = lineOf(input, product, quantity);
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
        const held = lines.find((l) => same(l, input));
        if (!cartId || !held) throw notFound(NOT_IN_CART);
        // lowering is always allowed: a cart over the cap from before it held per product
        if (input.quantity > held.quantity) assertUnderCap(lines, input, product, input.quantity);
        if (others(lines, input) + input.quantity > product.countInStock) {
          throw conflict(stockRefusal(product.name, product.countInStock));
        }
        const line = lineOf(input, product, input.quantity);
        await this.carts.putLines(m, cartId, [line]);
        return toCart(cartId, owner, withLine(lines, line));
      }),
    );
  }

  /** Removes a line. */
  remove(owner: CartOwner, key: LineKey): Promise<Cart> {
    return this.carts.transaction(async (m) => {
      const cartId = await this.carts.lock(m, owner);
      const left = cartId ? await this.carts.removeLine(m, cartId, key) : undefined;
      if (!cartId || !left?.removed) throw notFound(NOT_IN_CART);
      return toCart(cartId, owner, left.lines);
    });
  }

  /**
   * Moves a guest's cart into the user's (SPEC §2 "After login"): equal lines add up, capped
   * at the product's stock and at `CART_MAX_QUANTITY` (all its lines together), and a line of
   * a size or colour the product is not sold in is dropped; the guest cart is gone afterwards. Both
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
          if (!p || p.deleted || variantRefusal(p, g)) continue; // not sold (so) any longer
          const mine = current.find((l) => same(l, g))?.quantity ?? 0;
          const inCart = used.get(p.id) ?? 0;
          const free = Math.max(0, p.countInStock - inCart);
          const added = Math.max(0, Math.min(g.quantity, free, CART_MAX_QUANTITY - inCart));
          if (added === 0) continue;
          used.set(p.id, (used.get(p.id) ?? 0) + added);
          moved.push(lineOf(g, p, mine + added));
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

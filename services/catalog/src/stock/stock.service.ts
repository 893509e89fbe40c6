import {
  chooseVariant,
  notOnSale,
  orderTooLarge,
  lineImage,
  linePrice,
  stockRefusal,
  variantLabel,
  type CheckoutItemInput,
  type PricedItem,
} from '@arogya/contracts';
import { badRequest, conflict, DATA_SOURCE, notFound } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { ProductEntity, ProductVariantEntity } from '../products/product.entity.js';
import { StockReservationEntity } from './stock-reservation.entity.js';
import {
  moveReservation,
  ReservationTransitions,
  type ReservationStatus,
} from './stock-reservation.transitions.js';

/** A line's product and variant, as the line names them ("Whey Protein Isolate (2 kg)"). */
export const variantName = (product: string, v: ProductVariantEntity) => {
  const label = variantLabel(v);
  return label ? `${product} (${label})` : product;
};

/**
 * Stock reservations, per variant (issue 30): a checkout holds units (`stock_reserved`), its
 * order turns them into a sale (`stock_on_hand` goes down), an expired checkout gives them
 * back, a cancelled order restocks them. Every move goes through `moveReservation`.
 */
@Injectable()
export class StockService {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  /**
   * Holds every item for `checkoutId` or refuses the whole checkout (409). Products are
   * locked in id order, so two checkouts racing for the last unit are served one after the
   * other and the second is refused. Answers the items priced by the catalog; idempotent.
   * Items costing more than `maxSubtotalPaise` together are refused (400) before any is held.
   */
  reserve(
    checkoutId: string,
    items: CheckoutItemInput[],
    maxSubtotalPaise?: number,
  ): Promise<PricedItem[]> {
    return this.ds.transaction(async (m) => {
      const ids = [...new Set(items.map((i) => i.productId))];
      const locked = await m.find(ProductEntity, {
        where: { id: In(ids) },
        order: { id: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      const products = new Map(locked.map((p) => [p.id, p]));
      // the variants of locked products: every change of them locks their product first
      const variants = await m.find(ProductVariantEntity, {
        where: { productId: In(ids) },
        order: { position: 'ASC' },
      });
      const chosen = items.map((item) => this.choose(item, products.get(item.productId), variants));
      const priced = chosen.map(({ item, product, variant }) => this.price(item, product, variant));
      const subtotal = priced.reduce((sum, i) => sum + i.pricePaise * i.quantity, 0);
      if (maxSubtotalPaise !== undefined && subtotal > maxSubtotalPaise)
        throw badRequest(orderTooLarge(maxSubtotalPaise)); // before anything is held
      if (await m.exists(StockReservationEntity, { where: { checkoutId } })) return priced; // asked again
      const wanted = new Map<string, { v: ProductVariantEntity; name: string; quantity: number }>();
      for (const { item, product, variant: v } of chosen) {
        const w = wanted.get(v.id) ?? { v, name: variantName(product.name, v), quantity: 0 };
        wanted.set(v.id, { ...w, quantity: w.quantity + item.quantity });
      }
      for (const { v, name, quantity } of wanted.values()) {
        const available = v.stockOnHand - v.stockReserved;
        if (quantity > available) throw conflict(stockRefusal(name, available));
      }
      for (const { v, quantity } of wanted.values()) {
        const hold = { checkoutId, productId: v.productId, variantId: v.id, quantity };
        await moveReservation(m, hold, 'held', 'checkout');
      }
      return priced;
    });
  }

  /** Gives back what `checkoutId` still holds (an expired checkout). */
  release(m: EntityManager, checkoutId: string): Promise<number> {
    return this.moveAll(m, checkoutId, 'released', 'checkout-expired');
  }

  /**
   * Turns what `checkoutId` holds into a sale (from free stock if its hold was given back); a
   * claim's replacement (issue 33) holds and sells under the claim's id.
   */
  commit(
    m: EntityManager,
    checkoutId: string,
    why: 'order-placed' | 'claim-replacement' = 'order-placed',
  ): Promise<number> {
    return this.moveAll(m, checkoutId, 'committed', why);
  }

  /**
   * Puts a cancelled order's units back on sale, or a returned one's (issue 32: a cash order
   * the courier brought back, `why` 'order-returned').
   */
  restock(
    m: EntityManager,
    checkoutId: string,
    why: 'order-cancelled' | 'order-returned' = 'order-cancelled',
  ): Promise<number> {
    return this.moveAll(m, checkoutId, 'restocked', why);
  }

  /** A fresh checkout could not be stored: give its hold back at once. */
  async releaseNow(checkoutId: string): Promise<{ released: number }> {
    const released = await this.ds.transaction((m) =>
      this.moveAll(m, checkoutId, 'released', 'checkout'),
    );
    return { released };
  }

  /** Moves every reservation of `checkoutId` that the table lets go to `to`; answers how many. */
  private async moveAll(
    m: EntityManager,
    checkoutId: string,
    to: ReservationStatus,
    actor: string,
  ) {
    const reservations = await m.find(StockReservationEntity, {
      where: { checkoutId },
      order: { productId: 'ASC', variantId: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
    const movable = reservations.filter((r) => ReservationTransitions.can(r.status, to));
    // their products first, in id order, as a hold and an edit lock them before their
    // variants: a move locking a variant, then its product, would deadlock with them
    const products = [...new Set(movable.map((r) => r.productId))].sort();
    if (products.length > 0)
      await m.query('SELECT id FROM products WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [
        products,
      ]);
    for (const r of movable) await moveReservation(m, r, to, actor);
    return movable.length;
  }

  /** The variant `item` asks for (its size and colour, `chooseVariant`), or 404 / 400. */
  private choose(
    item: CheckoutItemInput,
    product: ProductEntity | undefined,
    all: ProductVariantEntity[],
  ) {
    if (!product) throw notFound('A product in your cart is no longer sold');
    if (product.status !== 'published') throw notFound(notOnSale(product.name));
    const variants = all.filter((v) => v.productId === product.id);
    const chosen = chooseVariant({ name: product.name, variants }, item);
    if ('refusal' in chosen) throw badRequest(chosen.refusal);
    return { item, product, variant: chosen.variant };
  }

  /**
   * The line as sold: its size and colour as asked (what the same cart asked again compares),
   * the variant they chose (id, SKU, name), its image and price; the product's tax.
   */
  private price(item: CheckoutItemInput, p: ProductEntity, v: ProductVariantEntity): PricedItem {
    return {
      ...item,
      variantId: v.id,
      sku: v.sku,
      variant: variantLabel(v),
      name: p.name,
      image: lineImage(v.images.length ? v.images : p.images),
      pricePaise: linePrice(v.pricePaise, v.discountPricePaise),
      hsn: p.hsn,
      gstRate: p.gstRate,
    };
  }
}

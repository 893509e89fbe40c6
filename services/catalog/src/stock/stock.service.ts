import {
  orderTooLarge,
  lineImage,
  linePrice,
  stockRefusal,
  variantRefusal,
  type CheckoutItemInput,
  type PricedItem,
} from '@arogya/contracts';
import { badRequest, conflict, DATA_SOURCE, notFound } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { ProductEntity } from '../products/product.entity.js';
import { StockReservationEntity } from './stock-reservation.entity.js';
import {
  moveReservation,
  ReservationTransitions,
  type ReservationStatus,
} from './stock-reservation.transitions.js';

/**
 * Stock reservations: a checkout holds units (`stock_reserved`), its order turns them into a
 * sale (`stock_on_hand` goes down), an expired checkout gives them back, a cancelled order
 * restocks them. Every move goes through `moveReservation`.
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
      const priced = items.map((item) => this.price(item, products.get(item.productId)));
      const subtotal = priced.reduce((sum, i) => sum + i.pricePaise * i.quantity, 0);
      if (maxSubtotalPaise !== undefined && subtotal > maxSubtotalPaise)
        throw badRequest(orderTooLarge(maxSubtotalPaise)); // before anything is held
      if (await m.exists(StockReservationEntity, { where: { checkoutId } })) return priced; // asked again
      const wanted = new Map<string, number>();
      for (const i of items) wanted.set(i.productId, (wanted.get(i.productId) ?? 0) + i.quantity);
      for (const [id, quantity] of wanted) {
        const p = products.get(id)!;
        const available = p.stockOnHand - p.stockReserved;
        if (quantity > available) throw conflict(stockRefusal(p.name, available));
      }
      for (const [productId, quantity] of wanted) {
        await moveReservation(m, { checkoutId, productId, quantity }, 'held', 'checkout');
      }
      return priced;
    });
  }

  /** Gives back what `checkoutId` still holds (an expired checkout). */
  release(m: EntityManager, checkoutId: string): Promise<number> {
    return this.moveAll(m, checkoutId, 'released', 'checkout-expired');
  }

  /** Turns what `checkoutId` holds into a sale (from free stock if its hold was given back). */
  commit(m: EntityManager, checkoutId: string): Promise<number> {
    return this.moveAll(m, checkoutId, 'committed', 'order-placed');
  }

  /** Puts a cancelled order's units back on sale. */
  restock(m: EntityManager, checkoutId: string): Promise<number> {
    return this.moveAll(m, checkoutId, 'restocked', 'order-cancelled');
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
      order: { productId: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
    const movable = reservations.filter((r) => ReservationTransitions.can(r.status, to));
    for (const r of movable) await moveReservation(m, r, to, actor);
    return movable.length;
  }

  private price(item: CheckoutItemInput, p: ProductEntity | undefined): PricedItem {
    if (!p) throw notFound('A product in your cart is no longer sold');
    const refusal = variantRefusal(p, item);
    if (refusal) throw badRequest(refusal);
    return {
      ...item,
      name: p.name,
      image: lineImage(p.images),
      pricePaise: linePrice(p.pricePaise, p.discountPricePaise),
      hsn: p.hsn,
      gstRate: p.gstRate,
    };
  }
}

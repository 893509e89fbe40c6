import {
  isEntityId,
  StockChangedV1,
  type CheckoutItemInput,
  type PricedItem,
} from '@arogya/contracts';
import {
  appendToOutbox,
  badRequest,
  conflict,
  DATA_SOURCE,
  LOGGER,
  notFound,
  type Logger,
} from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

interface LockedProduct {
  id: string;
  name: string;
  stock_on_hand: number;
  stock_reserved: number;
  effective_price_paise: number;
  images: { url: string; isPrimary: boolean }[];
  sizes: string[];
  colors: string[];
  colors_name: string[];
}

type ReservationStatus = 'held' | 'committed' | 'released' | 'restocked';

/**
 * Stock reservations: a checkout holds units (`stock_reserved`), an order turns them into a
 * sale (`stock_on_hand` goes down), an expired checkout gives them back, a cancelled order
 * restocks them. Every change announces `stock-changed`, which empties read caches.
 */
@Injectable()
export class StockService {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  /**
   * Holds every item for `checkoutId` or refuses the whole checkout (409). Products are
   * locked in id order, so two checkouts racing for the last unit are served one after the
   * other and the second is refused. Answers the items priced by the catalog; idempotent.
   */
  async reserve(checkoutId: unknown, items: CheckoutItemInput[]): Promise<PricedItem[]> {
    if (!isEntityId(checkoutId)) throw badRequest('Invalid checkout id');
    return this.ds.transaction(async (m) => {
      const ids = [...new Set(items.map((i) => i.productId))].sort();
      const products = new Map(
        (
          (await m.query(
            `SELECT id, name, stock_on_hand, stock_reserved, effective_price_paise, images, sizes, colors, colors_name
             FROM products WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
            [ids],
          )) as LockedProduct[]
        ).map((p) => [p.id, p]),
      );
      const priced = items.map((item) => this.price(item, products.get(item.productId)));
      const held = (await m.query(
        'SELECT 1 FROM stock_reservations WHERE checkout_id = $1 LIMIT 1',
        [checkoutId],
      )) as unknown[];
      if (held.length > 0) return priced; // asked again: already holding
      const wanted = new Map<string, number>();
      for (const i of items) wanted.set(i.productId, (wanted.get(i.productId) ?? 0) + i.quantity);
      for (const [id, quantity] of wanted) {
        const p = products.get(id)!;
        const available = p.stock_on_hand - p.stock_reserved;
        if (quantity > available) {
          throw conflict(
            available <= 0
              ? `${p.name} is out of stock`
              : `Only ${available} of ${p.name} left in stock`,
          );
        }
      }
      for (const [id, quantity] of wanted) {
        await m.query('UPDATE products SET stock_reserved = stock_reserved + $2 WHERE id = $1', [
          id,
          quantity,
        ]);
        await m.query(
          'INSERT INTO stock_reservations (checkout_id, product_id, quantity) VALUES ($1, $2, $3)',
          [checkoutId, id, quantity],
        );
        await this.announce(m, id, 'reserved');
      }
      return priced;
    });
  }

  /** Gives back what `checkoutId` still holds (expired or abandoned checkout). */
  release(m: EntityManager, checkoutId: string) {
    return this.move(
      m,
      checkoutId,
      'held',
      'released',
      'stock_reserved = stock_reserved - r.quantity',
      'released',
    );
  }

  /** Turns what `checkoutId` holds into a sale. */
  async commit(m: EntityManager, checkoutId: string, items: PricedItem[]): Promise<void> {
    const moved = await this.move(
      m,
      checkoutId,
      'held',
      'committed',
      `stock_reserved = stock_reserved - r.quantity, stock_on_hand = stock_on_hand - r.quantity,
       popularity = popularity + r.quantity`,
      'sold',
    );
    if (moved > 0) return;
    // Paid after its hold was released (an expiry race): take the units from free stock.
    this.log.warn(
      { checkoutId },
      'Order placed without a held reservation; taking from free stock',
    );
    for (const item of items) {
      await m.query(
        `UPDATE products SET stock_on_hand = GREATEST(stock_reserved, stock_on_hand - $2),
                             popularity = popularity + $2 WHERE id = $1`,
        [item.productId, item.quantity],
      );
      await this.announce(m, item.productId, 'sold');
    }
  }

  /** Puts a cancelled order's units back on sale. */
  restock(m: EntityManager, checkoutId: string) {
    return this.move(
      m,
      checkoutId,
      'committed',
      'restocked',
      'stock_on_hand = stock_on_hand + r.quantity',
      'restocked',
    );
  }

  /** A fresh checkout could not be stored: give its hold back at once. */
  async releaseNow(checkoutId: unknown): Promise<{ released: number }> {
    if (!isEntityId(checkoutId)) throw badRequest('Invalid checkout id');
    return { released: await this.ds.transaction((m) => this.release(m, checkoutId)) };
  }

  private async move(
    m: EntityManager,
    checkoutId: string,
    from: ReservationStatus,
    to: ReservationStatus,
    set: string,
    reason: 'released' | 'sold' | 'restocked',
  ): Promise<number> {
    const rows = (await m.query(
      `WITH r AS (
         UPDATE stock_reservations SET status = $3, updated_at = now()
          WHERE checkout_id = $1 AND status = $2 RETURNING product_id, quantity)
       UPDATE products p SET ${set} FROM r WHERE p.id = r.product_id RETURNING p.id`,
      [checkoutId, from, to],
    )) as [{ id: string }[], number];
    for (const { id } of rows[0]) await this.announce(m, id, reason);
    return rows[1];
  }

  private async announce(m: EntityManager, productId: string, reason: StockChangedV1['reason']) {
    const [row] = (await m.query(
      'SELECT stock_on_hand - stock_reserved AS n FROM products WHERE id = $1',
      [productId],
    )) as { n: number }[];
    await appendToOutbox(m, StockChangedV1, { productId, countInStock: row?.n ?? 0, reason });
  }

  private price(item: CheckoutItemInput, p: LockedProduct | undefined): PricedItem {
    if (!p) throw notFound('A product in your cart is no longer sold');
    if (item.size && p.sizes.length > 0 && !p.sizes.includes(item.size)) {
      throw badRequest(`Size ${item.size} is not available for ${p.name}`);
    }
    if (
      item.color &&
      p.colors.length > 0 &&
      ![...p.colors, ...p.colors_name].includes(item.color)
    ) {
      throw badRequest(`Colour ${item.color} is not available for ${p.name}`);
    }
    const image = (p.images.find((i) => i.isPrimary) ?? p.images[0])?.url ?? '';
    return { ...item, name: p.name, image, pricePaise: p.effective_price_paise };
  }
}

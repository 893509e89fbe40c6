import type { ItemOfferInput, ItemOfferTerms, ItemOfferView, LiveOffer } from '@arogya/contracts';
import { itemOfferName } from '@arogya/contracts';
import { DATA_SOURCE } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

const VIEW_COLUMNS = `id AS "_id", product_id AS "productId", product_name AS "productName",
  buy, "get", active, to_json(starts_at) #>> '{}' AS "startsAt",
  to_json(ends_at) #>> '{}' AS "endsAt", to_json(created_at) #>> '{}' AS "createdAt",
  to_json(updated_at) #>> '{}' AS "updatedAt"`;
/** An offer runs while active, from its start (if any) until its end (if any). */
const RUNNING = `active AND (starts_at IS NULL OR starts_at <= now())
  AND (ends_at IS NULL OR ends_at > now())`;
/** What may be written, by column. */
const COLUMN: Record<keyof ItemOfferInput | 'productName', string> = {
  productId: 'product_id',
  productName: 'product_name',
  buy: 'buy',
  get: '"get"',
  active: 'active',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
};

const named = (row: Omit<ItemOfferView, 'name'>): ItemOfferView => ({
  ...row,
  name: itemOfferName(row.buy, row.get),
});

/** The buy-x-get-y offers' table (issue 32): plain SQL, tens of rows. */
@Injectable()
export class OffersRepository {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  /** The offers running now on `productIds`, read in the checkout's transaction `m`. */
  async runningOn(productIds: string[], m?: EntityManager): Promise<ItemOfferTerms[]> {
    if (productIds.length === 0) return [];
    return (m ?? this.ds).query(
      `SELECT product_id AS "productId", product_name AS "productName", buy, "get"
         FROM item_offers WHERE product_id = ANY($1::uuid[]) AND ${RUNNING}`,
      [productIds],
    );
  }

  /** Every offer running now. */
  async live(): Promise<LiveOffer[]> {
    const rows: (LiveOffer & { name?: string })[] = await this.ds.query(
      `SELECT product_id AS "productId", product_name AS "productName", buy, "get"
         FROM item_offers WHERE ${RUNNING}
         ORDER BY created_at`,
    );
    return rows.map((r) => ({ ...r, name: itemOfferName(r.buy, r.get) }));
  }

  async all(): Promise<ItemOfferView[]> {
    const rows = await this.ds.query(
      `SELECT ${VIEW_COLUMNS} FROM item_offers ORDER BY created_at DESC LIMIT 500`,
    );
    return (rows as Omit<ItemOfferView, 'name'>[]).map(named);
  }

  async find(id: string): Promise<ItemOfferView | null> {
    const [row] = await this.ds.query(`SELECT ${VIEW_COLUMNS} FROM item_offers WHERE id = $1`, [
      id,
    ]);
    return row ? named(row as Omit<ItemOfferView, 'name'>) : null;
  }

  async insert(id: string, offer: ItemOfferInput & { productName: string }): Promise<void> {
    const keys = Object.keys(COLUMN) as (keyof typeof COLUMN)[];
    await this.ds.query(
      `INSERT INTO item_offers (id, ${keys.map((k) => COLUMN[k]).join(', ')})
         VALUES ($1, ${keys.map((_, i) => `$${i + 2}`).join(', ')})`,
      [id, ...keys.map((k) => offer[k])],
    );
  }

  /** Writes `changes` to the offer `id`; false when there is none. */
  async update(
    id: string,
    changes: Partial<ItemOfferInput> & { productName?: string },
  ): Promise<boolean> {
    const keys = (Object.keys(changes) as (keyof typeof COLUMN)[]).filter((k) => k in COLUMN);
    const [, count] = (await this.ds.query(
      `UPDATE item_offers SET ${keys.map((k, i) => `${COLUMN[k]} = $${i + 2}`).join(', ')},
         updated_at = now() WHERE id = $1`,
      [id, ...keys.map((k) => changes[k])],
    )) as [unknown, number];
    return count > 0;
  }

  async delete(id: string): Promise<boolean> {
    const [, count] = (await this.ds.query(`DELETE FROM item_offers WHERE id = $1`, [id])) as [
      unknown,
      number,
    ];
    return count > 0;
  }
}

import {
  ADDRESS_BOOK_MAX,
  type Caller,
  type Removed,
  type SavedAddress,
  type ShippingAddress,
} from '@arogya/contracts';
import { DATA_SOURCE, notFound, ShopError } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

interface Row {
  id: string;
  first_name: string;
  last_name: string;
  address: string;
  city: string;
  postal_code: string;
  state: string;
  country: string;
  phone: string;
  is_default: boolean;
}

const toSaved = (r: Row): SavedAddress => ({
  _id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  address: r.address,
  city: r.city,
  postalCode: r.postal_code,
  state: r.state,
  country: r.country,
  phone: r.phone,
  isDefault: r.is_default,
});

const COLUMNS = `id, first_name, last_name, address, city, postal_code, state, country, phone, is_default`;
const values = (a: ShippingAddress) => [
  a.firstName,
  a.lastName,
  a.address,
  a.city,
  a.postalCode,
  a.state,
  a.country,
  a.phone,
];

/**
 * The person's address book: the addresses checkout is filled from, each valid as a shipping
 * address (the same rules), one of them the default (the first one added, until another is
 * chosen; deleting the default makes the newest left the default).
 */
@Injectable()
export class AddressBook {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  async list(caller: Caller): Promise<SavedAddress[]> {
    const rows = (await this.ds.query(
      `SELECT ${COLUMNS} FROM addresses WHERE user_id = $1
       ORDER BY is_default DESC, updated_at DESC`,
      [caller.userId],
    )) as Row[];
    return rows.map(toSaved);
  }

  async add(caller: Caller, address: ShippingAddress, isDefault: boolean): Promise<SavedAddress> {
    return this.ds.transaction(async (m) => {
      const count = await this.lockBook(m, caller.userId);
      if (count >= ADDRESS_BOOK_MAX)
        throw new ShopError(
          409,
          `Your address book is full (${ADDRESS_BOOK_MAX} addresses): delete one first`,
        );
      if (isDefault || count === 0) await this.clearDefault(m, caller.userId);
      const [row] = (await m.query(
        `INSERT INTO addresses (user_id, first_name, last_name, address, city, postal_code,
                                state, country, phone, is_default)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
        [caller.userId, ...values(address), isDefault || count === 0],
      )) as Row[];
      return toSaved(row!);
    });
  }

  async update(
    caller: Caller,
    id: string,
    address: ShippingAddress,
    isDefault: boolean,
  ): Promise<SavedAddress> {
    return this.ds.transaction(async (m) => {
      await this.lockBook(m, caller.userId);
      if (isDefault) await this.clearDefault(m, caller.userId);
      const [rows] = (await m.query(
        `UPDATE addresses SET first_name = $3, last_name = $4, address = $5, city = $6,
           postal_code = $7, state = $8, country = $9, phone = $10,
           is_default = is_default OR $11, updated_at = now()
         WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
        [id, caller.userId, ...values(address), isDefault],
      )) as [Row[], number];
      if (!rows.length) throw notFound('Address not found');
      return toSaved(rows[0]!);
    });
  }

  async remove(caller: Caller, id: string): Promise<Removed> {
    return this.ds.transaction(async (m) => {
      await this.lockBook(m, caller.userId);
      const [rows] = (await m.query(
        `DELETE FROM addresses WHERE id = $1 AND user_id = $2 RETURNING is_default`,
        [id, caller.userId],
      )) as [{ is_default: boolean }[], number];
      if (!rows.length) throw notFound('Address not found');
      if (rows[0]!.is_default)
        await m.query(
          `UPDATE addresses SET is_default = true WHERE id = (
             SELECT id FROM addresses WHERE user_id = $1 ORDER BY updated_at DESC LIMIT 1)`,
          [caller.userId],
        );
      return { _id: id, message: 'Address deleted' };
    });
  }

  /** Serialises changes to one person's book (the owner's row); answers how many it holds. */
  private async lockBook(m: EntityManager, userId: string): Promise<number> {
    const [user] = (await m.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [
      userId,
    ])) as unknown[];
    if (!user) throw notFound('User not found');
    const [{ n }] = (await m.query(`SELECT count(*)::int AS n FROM addresses WHERE user_id = $1`, [
      userId,
    ])) as [{ n: number }];
    return n;
  }

  private async clearDefault(m: EntityManager, userId: string) {
    await m.query(`UPDATE addresses SET is_default = false WHERE user_id = $1 AND is_default`, [
      userId,
    ]);
  }
}

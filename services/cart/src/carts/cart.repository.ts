import type { CartLineInput, CartOwner } from '@arogya/contracts';
import { AggregateRepository, RpcError } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ProductFacts } from './catalog-client.js';
import { CartEntity, CartLineEntity } from './cart.entity.js';

/** Product, size and colour: what tells one line from another. */
export type LineKey = Pick<CartLineInput, 'productId' | 'size' | 'color'>;

/** Just the key of `line` (which may be a whole line or request). */
const keyOf = ({ productId, size, color }: LineKey): LineKey => ({ productId, size, color });

/** Reads and writes of carts and their lines; transactional ones take the caller's manager. */
@Injectable()
export class CartRepository extends AggregateRepository {
  /** The owner's cart, locked for the transaction when `lock`. */
  find(owner: CartOwner, m?: EntityManager, lock = false) {
    return this.findRow(CartEntity, owner, m, lock);
  }

  /** The owner's cart id, created if needed, locked and touched in this transaction. */
  async ensure(m: EntityManager, owner: CartOwner): Promise<string> {
    // a copy: TypeORM writes the generated columns back into the values it is given
    await m
      .createQueryBuilder()
      .insert()
      .into(CartEntity)
      .values({ ...owner })
      .orIgnore()
      .execute();
    const cart = await this.find(owner, m, true);
    if (!cart) throw new RpcError(500, 'Cart could not be created');
    await this.touch(m, cart.id);
    return cart.id;
  }

  touch(m: EntityManager, cartId: string) {
    return m.update(CartEntity, { id: cartId }, { updatedAt: () => 'now()' });
  }

  /** A cart's lines in the order they were added. */
  lines(cartId: string, m: EntityManager = this.ds.manager): Promise<CartLineEntity[]> {
    return m.find(CartLineEntity, {
      where: { cartId },
      order: { addedAt: 'ASC', productId: 'ASC', size: 'ASC', color: 'ASC' },
    });
  }

  /** Sets a line to `quantity` units at the catalog's current name, image and price. */
  async putLine(m: EntityManager, cartId: string, key: LineKey, p: ProductFacts, quantity: number) {
    await m.upsert(
      CartLineEntity,
      { cartId, ...keyOf(key), name: p.name, image: p.image, pricePaise: p.pricePaise, quantity },
      ['cartId', 'productId', 'size', 'color'],
    );
  }

  /** Takes a line out; answers whether there was one. */
  async deleteLine(m: EntityManager, cartId: string, key: LineKey): Promise<boolean> {
    const { affected } = await m.delete(CartLineEntity, { cartId, ...keyOf(key) });
    return (affected ?? 0) > 0;
  }

  /** Takes every line of a product out (it left the catalogue). */
  deleteProduct(m: EntityManager, cartId: string, productId: string) {
    return m.delete(CartLineEntity, { cartId, productId });
  }

  /** Keeps a product's lines in step with what the catalog now says about it. */
  refreshProduct(m: EntityManager, cartId: string, p: ProductFacts) {
    return m.update(
      CartLineEntity,
      { cartId, productId: p.id },
      { name: p.name, image: p.image, pricePaise: p.pricePaise },
    );
  }

  /** Subtracts `quantity` units from a line; a line left with none is removed. */
  async subtract(m: EntityManager, cartId: string, key: LineKey, quantity: number) {
    const where =
      'cart_id = :cartId AND product_id = :productId AND size = :size AND color = :color';
    const params = { cartId, ...keyOf(key), quantity };
    await m
      .createQueryBuilder()
      .delete()
      .from(CartLineEntity)
      .where(`${where} AND quantity <= :quantity`, params)
      .execute();
    await m
      .createQueryBuilder()
      .update(CartLineEntity)
      .set({ quantity: () => 'quantity - :quantity' })
      .where(`${where} AND quantity > :quantity`, params)
      .execute();
  }

  deleteCart(m: EntityManager, cartId: string) {
    return m.delete(CartEntity, { id: cartId });
  }

  /** Deletes guest carts untouched for `days`; answers how many. */
  async deleteStaleGuestCarts(days: number): Promise<number> {
    const { affected } = await this.ds
      .createQueryBuilder()
      .delete()
      .from(CartEntity)
      .where('guest_id IS NOT NULL AND updated_at < now() - make_interval(days => :days)', { days })
      .execute();
    return affected ?? 0;
  }
}

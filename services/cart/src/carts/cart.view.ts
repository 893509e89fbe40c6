import { paiseToRupees, type Cart, type CartOwner } from '@arogya/contracts';
import type { CartLineRow } from './cart.repository.js';

/** A cart as the API answers it (SPEC §3 "Cart"): the one mapping from rows to the answer. */
export function toCart(cartId: string | null, owner: CartOwner, lines: CartLineRow[]): Cart {
  const total = lines.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0);
  return {
    _id: cartId,
    userId: 'userId' in owner ? owner.userId : null,
    guestId: 'guestId' in owner ? owner.guestId : null,
    products: lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      image: l.image,
      size: l.size,
      color: l.color,
      quantity: l.quantity,
      price: paiseToRupees(l.pricePaise),
      ...(l.variantId && { variantId: l.variantId }),
      ...(l.sku && { sku: l.sku }),
    })),
    totalPrice: paiseToRupees(total),
  };
}

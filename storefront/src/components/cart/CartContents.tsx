import type { CartLine } from '@arogya/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { rupees } from '../../lib/format.js';
import { removeFromCart, updateCartItemQuantity } from '../../store/cart-slice.js';
import { useAppDispatch, useAppSelector, useCartOwner } from '../../store/index.js';
import CartLineInfo from './CartLineInfo.js';

/** The cart's lines with − and + (SPEC §4 "Cart quantity") and a remove button. */
export default function CartContents() {
  const { t } = useTranslation('cart');
  const { products } = useAppSelector((s) => s.cart.cart);
  const owner = useCartOwner();
  const dispatch = useAppDispatch();

  const change = (line: CartLine, delta: number) => {
    const quantity = line.quantity + delta;
    if (quantity < 1) return; // SPEC §4: a resulting quantity of 0 is ignored, no call is made
    dispatch(
      updateCartItemQuantity({
        ...owner,
        productId: line.productId,
        quantity,
        size: line.size,
        color: line.color,
      }),
    )
      .unwrap()
      .catch((message: string) => toast.error(message));
  };

  const remove = (line: CartLine) =>
    dispatch(
      removeFromCart({ ...owner, productId: line.productId, size: line.size, color: line.color }),
    )
      .unwrap()
      .catch((message: string) => toast.error(message));

  return (
    <ul className="divide-y" data-testid="cart-lines">
      {products.map((line) => (
        <li
          key={`${line.productId}/${line.size}/${line.color}`}
          className="flex gap-3 py-4"
          data-testid="cart-line"
        >
          <CartLineInfo line={line} image="drawer">
            <div className="mt-2 flex items-center gap-2">
              <button
                type="button"
                onClick={() => change(line, -1)}
                aria-label={t('line.decrease', { name: line.name })}
                data-testid="line-decrease"
                className="h-8 w-8 rounded border text-lg hover:bg-gray-100"
              >
                −
              </button>
              <span data-testid="line-quantity" aria-live="polite" className="min-w-6 text-center">
                {line.quantity}
              </span>
              <button
                type="button"
                onClick={() => change(line, 1)}
                aria-label={t('line.increase', { name: line.name })}
                data-testid="line-increase"
                className="h-8 w-8 rounded border text-lg hover:bg-gray-100"
              >
                +
              </button>
            </div>
          </CartLineInfo>
          <div className="flex flex-col items-end justify-between">
            <div className="text-right">
              <p className="font-medium" data-testid="line-total">
                {rupees(line.price * line.quantity)}
              </p>
              {line.quantity > 1 && (
                <p className="text-xs whitespace-nowrap text-gray-500">
                  {t('line.each', { price: rupees(line.price) })}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={() => void remove(line)}
              aria-label={t('line.removeName', { name: line.name })}
              className="text-sm text-red-600 hover:underline"
            >
              {t('line.remove')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

import type { CartLine } from '@arogya/contracts';
import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import LineOptions from '../../components/cart/LineOptions.js';
import ItemImage from '../../components/orders/ItemImage.js';
import type { ClaimableLine } from './claimable.js';

const SELECT =
  'block min-h-11 w-20 shrink-0 rounded-lg border bg-white px-3 py-2 text-base text-gray-900 focus:border-green-600 focus:ring-2 focus:ring-green-600/30 focus:outline-none sm:text-sm';

/**
 * The report's items: each line of the order that may still be reported, with how many of its
 * units to report (0 up to those left). `ref` is the first line's chooser, which a refused form
 * focuses.
 */
const ClaimItemsField = forwardRef<
  HTMLSelectElement,
  {
    items: CartLine[];
    lines: ClaimableLine[];
    quantities: Record<number, number>;
    onChange: (line: number, quantity: number) => void;
    error?: string | null;
  }
>(function ClaimItemsField({ items, lines, quantities, onChange, error }, ref) {
  const { t } = useTranslation('orders');
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} data-testid="claim-items">
      <legend className="mb-2 text-sm font-medium text-gray-800">
        {t('claims.items')}{' '}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </legend>
      <ul
        className={`divide-y divide-gray-100 rounded-lg border ${error ? 'border-red-600' : 'border-gray-200'}`}
      >
        {lines.map(({ line, left }, i) => {
          const item = items[line]!;
          const chosen = quantities[line] ?? 0;
          return (
            <li
              key={line}
              data-testid="claim-line"
              data-line={line}
              className="flex items-center gap-3 px-3 py-2.5"
            >
              <span aria-hidden="true" className="shrink-0">
                <ItemImage src={item.image} alt={item.name} />
              </span>
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-gray-900">{item.name}</p>
                {(item.size || item.color) && (
                  <p className="text-xs text-gray-600">
                    <LineOptions line={item} separator=" · " />
                  </p>
                )}
                <p id={`${id}-${line}-left`} className="text-xs text-gray-600">
                  {t('claims.upTo', { count: left })}
                </p>
              </div>
              <label htmlFor={`${id}-${line}`} className="sr-only">
                {t('claims.quantityOf', { name: item.name })}
              </label>
              <select
                ref={i === 0 ? ref : undefined}
                id={`${id}-${line}`}
                data-testid={`claim-quantity-${line}`}
                value={chosen}
                aria-describedby={`${id}-${line}-left`}
                aria-invalid={error ? true : undefined}
                onChange={(e) => onChange(line, Number(e.target.value))}
                className={`${SELECT} ${error ? 'border-red-600' : 'border-gray-300'}`}
              >
                {Array.from({ length: left + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
      {error && (
        <p
          id={`${id}-error`}
          role="alert"
          data-testid="claim-items-error"
          className="mt-1 text-sm text-red-700"
        >
          {error}
        </p>
      )}
    </fieldset>
  );
});

export default ClaimItemsField;

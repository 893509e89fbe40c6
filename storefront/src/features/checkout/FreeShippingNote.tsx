import type { ChargesQuote } from '@arogya/contracts';
import { useTranslation } from 'react-i18next';
import { rupees } from '../../lib/format.js';

/**
 * How much more ships the order free ("Add ₹800 more for free shipping"), or that it does;
 * nothing when the shop ships nothing free. Read out when it changes.
 */
export function FreeShippingNote({ quote }: { quote: ChargesQuote }) {
  const { t } = useTranslation('common');
  if (quote.freeShippingOver === null) return null;
  return (
    <p
      role="status"
      data-testid="free-shipping-note"
      className="mt-3 rounded bg-green-50 px-3 py-2 text-sm text-green-900"
    >
      {quote.addForFreeShipping === null
        ? t('charges.freeReached')
        : t('charges.addForFree', { amount: rupees(quote.addForFreeShipping) })}
    </p>
  );
}

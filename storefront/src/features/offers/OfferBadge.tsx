import { useTranslation } from 'react-i18next';
import { useOffersOn } from './useLiveOffers.js';

/**
 * "Buy 2 get 1 free" on a product running a buy-x-get-y offer (issue 32), in the shopper's
 * language; nothing otherwise.
 */
export default function OfferBadge({
  productId,
  className = '',
}: {
  productId: string;
  className?: string;
}) {
  const { t } = useTranslation('errors');
  const [offer] = useOffersOn(productId);
  if (!offer) return null;
  return (
    <span
      data-testid="offer-badge"
      className={`inline-block rounded-full bg-green-100 px-2.5 py-1 text-xs font-semibold text-green-900 ring-1 ring-green-700/30 ${className}`}
    >
      {t('charges.itemOffer', { buy: offer.buy, get: offer.get })}
    </span>
  );
}

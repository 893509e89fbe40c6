import type { TrackingView } from '@arogya/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import ClaimCard from './ClaimCard.js';
import type { OrderClaims } from './useOrderClaims.js';

/**
 * "Your reports" on the order page (issue 33): the order's reports, newest first, each with
 * where it stands; nothing while there are none. A report just sent moves focus here, where
 * the shopper finds it.
 */
export default function ClaimsSection({
  claims,
  parcels,
}: {
  claims: OrderClaims;
  parcels: TrackingView[] | null;
}) {
  const { t } = useTranslation('orders');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (claims.sent > 0) heading.current?.focus();
  }, [claims.sent]);

  if (!claims.failed && !claims.claims?.length) return null;
  return (
    <section
      aria-labelledby="claims-heading"
      data-testid="order-claims"
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2
        ref={heading}
        id="claims-heading"
        tabIndex={-1}
        className="text-base font-semibold text-gray-900 focus:outline-none"
      >
        {t('claims.list.heading')}
      </h2>
      {claims.failed ? (
        <p role="status" className="mt-2 text-sm text-gray-600">
          {t('claims.list.loadFailed')}
        </p>
      ) : (
        <ul className="mt-4 space-y-4">
          {claims.claims!.map((c) => (
            <ClaimCard key={c._id} claim={c} parcels={parcels} />
          ))}
        </ul>
      )}
    </section>
  );
}

import type { DeliveryTerms } from '@arogya/contracts';
import { useEffect, useState } from 'react';
import { api } from '../../api/client.js';

/** One ask per page load: the terms change only when an admin edits a zone. */
let asked: Promise<DeliveryTerms> | null = null;

/**
 * The delivery promise's terms (`GET /api/serviceability`): the zones and their days, the
 * figures every PIN's promise is made from, so that the policy pages say what the product page
 * and checkout promise. Null while they load; `failed` when they could not be had.
 */
export function useDeliveryTerms(): { terms: DeliveryTerms | null; failed: boolean } {
  const [state, setState] = useState<{ terms: DeliveryTerms | null; failed: boolean }>({
    terms: null,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    asked ??= api<DeliveryTerms>('GET', '/api/serviceability');
    asked.then(
      (terms) => live && setState({ terms, failed: false }),
      () => {
        asked = null; // the next page asks again
        if (live) setState({ terms: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/**
 * The goods' value from which shipping is free (issue 32: the shop's setting, no longer the
 * storefront's): rupees, null when nothing ships free, undefined while the terms load.
 */
export function useFreeShippingOver(): number | null | undefined {
  const { terms, failed } = useDeliveryTerms();
  return terms ? terms.fees.freeShippingOver : failed ? null : undefined;
}

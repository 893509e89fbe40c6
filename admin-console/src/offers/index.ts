import { lazyPage } from '../common/lazyPage';

/** The buy-x-get-y offers resource (issue 32): the list with its toggles, and the create page. */
export default {
  list: lazyPage(() => import('./OfferList'), 'OfferList'),
  create: lazyPage(() => import('./OfferCreate'), 'OfferCreate'),
};

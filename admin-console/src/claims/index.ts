import { lazyPage } from '../common/lazyPage';

/**
 * Claims (issue 33): delivered items shoppers report damaged, defective or wrong, with photos.
 * Shoppers make them, so there is no create page: the list opens on those awaiting a decision,
 * and each claim's page is where staff decide.
 */
export default {
  list: lazyPage(() => import('./ClaimList'), 'ClaimList'),
  show: lazyPage(() => import('./ClaimShow'), 'ClaimShow'),
};

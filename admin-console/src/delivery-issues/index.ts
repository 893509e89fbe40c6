import { lazyPage } from '../common/lazyPage';

/**
 * Failed deliveries (issue 33, the courier's NDRs): a list only, opening on those that await
 * staff, with what staff decide on each.
 */
export default {
  list: lazyPage(() => import('./DeliveryIssueList'), 'DeliveryIssueList'),
};

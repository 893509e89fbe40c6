import { lazyPage } from '../common/lazyPage';

/**
 * The orders resource: the list, and each order's page (issue 31); orders are placed by
 * shoppers, never created here.
 */
export default {
  list: lazyPage(() => import('./OrderList'), 'OrderList'),
  show: lazyPage(() => import('./OrderShow'), 'OrderShow'),
};

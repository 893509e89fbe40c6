import { lazyPage } from '../common/lazyPage';

/** The orders resource: a list only (orders are placed by shoppers, never created here). */
export default { list: lazyPage(() => import('./OrderList'), 'OrderList') };

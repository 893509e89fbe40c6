import { lazyPage } from '../common/lazyPage';

/**
 * The refunds resource (issue 27): a list only (refunds are owed by cancellations and late
 * payments, never made here), with what an admin does with a failed one.
 */
export default { list: lazyPage(() => import('./RefundList'), 'RefundList') };

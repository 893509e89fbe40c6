import { lazyPage } from '../common/lazyPage';

/**
 * The disputes resource (issue 27): a list only. Disputes come from Razorpay's webhooks, and
 * are answered in Razorpay's dashboard.
 */
export default { list: lazyPage(() => import('./DisputeList'), 'DisputeList') };

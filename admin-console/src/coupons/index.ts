import { lazyPage } from '../common/lazyPage';

/** The coupons resource (issue 19): the list with its toggles, and the create page. */
export default {
  list: lazyPage(() => import('./CouponList'), 'CouponList'),
  create: lazyPage(() => import('./CouponCreate'), 'CouponCreate'),
};

import { lazyPage } from '../common/lazyPage';

/**
 * The products resource, each page loaded when first shown. Create and edit live at
 * /admin/products/new and /admin/products/{id}/edit (SPEC §2), so App registers them as
 * routes of the resource.
 */
export default {
  list: lazyPage(() => import('./ProductList'), 'ProductList'),
  create: lazyPage(() => import('./ProductCreate'), 'ProductCreate'),
  edit: lazyPage(() => import('./ProductEdit'), 'ProductEdit'),
};

import { ProductCreate } from './ProductCreate';
import { ProductEdit } from './ProductEdit';
import { ProductList } from './ProductList';

/**
 * The products resource. Create and edit live at /admin/products/new and
 * /admin/products/{id}/edit (SPEC §2), so App registers them as routes of the resource.
 */
export default { list: ProductList, create: ProductCreate, edit: ProductEdit };

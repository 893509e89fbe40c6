/** RPC patterns (`<service>.<noun>.<verb>`) of the catalog service. */
export const CatalogRpc = {
  list: 'catalog.products.list',
  get: 'catalog.products.get',
  /** `{ ids }` → the products that exist, in any order (carts, checkouts). */
  getMany: 'catalog.products.get-many',
  similar: 'catalog.products.similar',
  create: 'catalog.products.create',
  update: 'catalog.products.update',
  delete: 'catalog.products.delete',
  /** `AdminListParams` → `{ items, total }` (the admin console's paged list). */
  adminList: 'catalog.products.admin-list',
  /** `{}` → `{ count }` of products (admin dashboard). */
  count: 'catalog.products.count',
  /** `{ checkoutId, items }` → priced items; holds the stock or refuses (409) as a whole. */
  reserve: 'catalog.stock.reserve',
  /** `{ checkoutId }` → gives back what a checkout held (a checkout that could not be created). */
  release: 'catalog.stock.release',
} as const;

/** Subjects whose events change what the catalog answers (read caches listen to these). */
export const CATALOG_EVENTS_WILDCARD = 'shop.catalog.>';

/** Subjects of the events that change who may do what (the gateway's auth cache listens). */
export const USERS_EVENTS_WILDCARD = 'shop.users.>';

import { ADMIN_SORTS, type Page, type Removed } from '../admin-list.js';
import {
  parseBatchCount,
  parseBatchInput,
  todayInIndia,
  type BatchInput,
  type ProductBatch,
} from '../batches.js';
import { parseCheckoutItems, type CheckoutItemInput, type PricedItem } from '../checkout.js';
import { paiseToRupees } from '../money.js';
import type { ProductFacts } from '../product-facts.js';
import { parseProductInput, type ProductInput } from '../product-input.js';
import { parseProductQuery, type Product, type ProductQuery } from '../products.js';
import type { Caller } from '../users.js';
import { adminPageRequest, type AdminPageRequest } from './admin.js';
import { defineRpc, must } from './define.js';
import { ShopError } from '../errors.js';
import {
  adminIdRequest,
  adminOf,
  adminRequest,
  entityIdOf,
  entityIdsOf,
  fieldsOf,
  idRequest,
} from './fields.js';

/** Largest `getMany`. */
export const CATALOG_GET_MANY_MAX = 200;
/** Largest page (and id list) of `facts`. */
export const CATALOG_FACTS_MAX = 500;

/**
 * A product query from the wire: turned back into the query string it stands for and read
 * with the one set of rules (`parseProductQuery`), so that both ends agree on every limit.
 */
function productQueryOf(payload: unknown): ProductQuery {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(fieldsOf(payload))) {
    if (value === undefined) continue;
    if (key === 'minPricePaise' || key === 'maxPricePaise') {
      if (!Number.isSafeInteger(value)) throw new ShopError(400, `${key} must be paise`);
      params[key.replace('Paise', '')] = String(paiseToRupees(value as number));
    } else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
      params[key] = value.join(',');
    } else if (typeof value === 'string' || typeof value === 'number') {
      params[key] = String(value);
    } else {
      throw new ShopError(400, `${key} is malformed`);
    }
  }
  return must(parseProductQuery(params));
}

/** Product fields from the wire (prices in paise), read with the admin form's rules. */
function productInputOf(fields: Record<string, unknown>, mode: 'create' | 'update') {
  const rupees = (v: unknown, name: string) => {
    if (v === null) return null;
    if (!Number.isSafeInteger(v)) throw new ShopError(400, `${name} must be paise`);
    return paiseToRupees(v as number);
  };
  /** A record's `…Paise` fields as the form's rupee fields (`mrpPaise` → `mrp`). */
  const inRupees = (record: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) {
      if (!key.endsWith('Paise')) out[key === 'id' ? '_id' : key] = value;
      else if (value !== undefined) out[key.slice(0, -5)] = rupees(value, key);
    }
    return out;
  };
  const body = inRupees(fields);
  if (Array.isArray(fields.variants))
    body.variants = fields.variants.map((v) => inRupees(fieldsOf(v)));
  return must(parseProductInput(body, mode));
}

/**
 * A page of product facts: the products after id `after` in id order (keyset paging: the next
 * page starts after the last id of this one), or only those among `ids`; at most `limit`.
 */
export interface ProductFactsRequest {
  after?: string;
  ids?: string[];
  limit: number;
}

/** A facts request from the wire: a bounded limit, product ids only. */
function productFactsRequestOf(payload: unknown): ProductFactsRequest {
  const { after, ids, limit } = fieldsOf(payload);
  if (
    typeof limit !== 'number' ||
    !Number.isInteger(limit) ||
    limit < 1 ||
    limit > CATALOG_FACTS_MAX
  ) {
    throw new ShopError(400, `limit must be a whole number from 1 to ${CATALOG_FACTS_MAX}`);
  }
  return {
    limit,
    ...(after !== undefined && { after: entityIdOf(after, 'product') }),
    ...(ids !== undefined && { ids: entityIdsOf(ids, 'ids', 'product', CATALOG_FACTS_MAX) }),
  };
}

/** A checkout's stock request: which checkout, and its lines. */
export interface ReserveRequest {
  checkoutId: string;
  items: CheckoutItemInput[];
  /**
   * The most the items may cost together (paise): a checkout above it is refused (400,
   * `orderTooLarge`) before anything is held — Razorpay's per-payment limit (issue 27).
   */
  maxSubtotalPaise?: number;
}

/** Calls of the catalog service (`catalog.*`). */
export const CatalogCalls = {
  /** One page of products matching a query (anyone; the gateway caches it). */
  list: defineRpc<ProductQuery, Product[]>('catalog.products.list', productQueryOf),
  /** One published product; with `drafts`, any product (the console's read, issue 30). */
  get: defineRpc<{ id: string; drafts?: boolean }, Product>('catalog.products.get', (p) => {
    const { id, drafts } = fieldsOf(p);
    return { id: entityIdOf(id, 'product'), ...(drafts === true && { drafts: true }) };
  }),
  /** The products among `ids` that exist, in any order. */
  getMany: defineRpc<{ ids: string[] }, Product[]>('catalog.products.get-many', (p) => ({
    ids: entityIdsOf(fieldsOf(p).ids, 'ids', 'product', CATALOG_GET_MANY_MAX),
  })),
  /**
   * What carts keep about products, with each row's version, a page at a time in id order
   * (the cart rebuilds its projection with it, and asks about a product it has not heard of).
   */
  facts: defineRpc<ProductFactsRequest, { facts: ProductFacts[] }>(
    'catalog.products.facts',
    productFactsRequestOf,
  ),
  similar: defineRpc<{ id: string }, Product[]>('catalog.products.similar', idRequest('product')),
  create: defineRpc<{ caller: Caller; product: ProductInput }, Product>(
    'catalog.products.create',
    (p) => {
      const { caller, ...fields } = fieldsOf(p);
      const product = fieldsOf(fields.product);
      return {
        caller: adminOf(caller),
        product: productInputOf(product, 'create') as ProductInput,
      };
    },
  ),
  /** The given fields of product `id` (SPEC §3: "A product update is matched on id"). */
  update: defineRpc<{ caller: Caller; id: string; changes: Partial<ProductInput> }, Product>(
    'catalog.products.update',
    (p) => {
      const { caller, id, changes } = fieldsOf(p);
      return {
        caller: adminOf(caller),
        id: entityIdOf(id, 'product'),
        changes: productInputOf(fieldsOf(changes), 'update'),
      };
    },
  ),
  delete: defineRpc<{ caller: Caller; id: string }, Removed>(
    'catalog.products.delete',
    adminIdRequest('product'),
  ),
  /** The admin console's page of products with the total. */
  adminList: defineRpc<AdminPageRequest, Page<Product>>(
    'catalog.products.admin-list',
    adminPageRequest(ADMIN_SORTS.products),
  ),
  /** How many products there are (the admin dashboard). */
  count: defineRpc<
    { caller: Caller },
    { count: number; variants: number; variantsOutOfStock: number }
  >('catalog.products.count', adminRequest),
  /** Every batch of a product (issue 30); without `productId`, those near their last day on sale. */
  batches: defineRpc<{ caller: Caller; productId?: string }, ProductBatch[]>(
    'catalog.batches.list',
    (p) => {
      const { caller, productId } = fieldsOf(p);
      return {
        caller: adminOf(caller),
        ...(productId !== undefined && { productId: entityIdOf(productId, 'product') }),
      };
    },
  ),
  /** Receives a batch of a variant: its units go on sale (400 with too little shelf life left). */
  receiveBatch: defineRpc<
    { caller: Caller; productId: string; variantId: string; batch: BatchInput },
    ProductBatch
  >('catalog.batches.receive', (p) => {
    const { caller, productId, variantId, batch } = fieldsOf(p);
    return {
      caller: adminOf(caller),
      productId: entityIdOf(productId, 'product'),
      variantId: entityIdOf(variantId, 'variant'),
      batch: must(parseBatchInput(batch, todayInIndia())),
    };
  }),
  /** A batch counted: the units on hand now (never fewer than checkouts hold). */
  countBatch: defineRpc<
    { caller: Caller; productId: string; batchId: string; onHand: number },
    ProductBatch
  >('catalog.batches.count', (p) => {
    const { caller, productId, batchId, ...count } = fieldsOf(p);
    return {
      caller: adminOf(caller),
      productId: entityIdOf(productId, 'product'),
      batchId: entityIdOf(batchId, 'batch'),
      ...must(parseBatchCount(count)),
    };
  }),
  /** Holds every line for a checkout or refuses them all (409); answers the server's prices. */
  reserve: defineRpc<ReserveRequest, PricedItem[]>('catalog.stock.reserve', (p) => {
    const { checkoutId, items, maxSubtotalPaise } = fieldsOf(p);
    if (
      maxSubtotalPaise !== undefined &&
      (!Number.isSafeInteger(maxSubtotalPaise) || (maxSubtotalPaise as number) < 1)
    )
      throw new ShopError(400, 'maxSubtotalPaise must be paise');
    return {
      checkoutId: entityIdOf(checkoutId, 'checkout'),
      items: must(parseCheckoutItems(items)),
      ...(maxSubtotalPaise === undefined ? {} : { maxSubtotalPaise: maxSubtotalPaise as number }),
    };
  }),
  /** Gives back what a checkout that could not be stored holds. */
  release: defineRpc<{ checkoutId: string }, { released: number }>(
    'catalog.stock.release',
    (p) => ({ checkoutId: entityIdOf(fieldsOf(p).checkoutId, 'checkout') }),
  ),
} as const;

import type { Product } from '@arogya/contracts';
import { useEffect, useState } from 'react';
import { api, ApiError, messageOf } from '../api/client.js';
import i18n from '../i18n/index.js';
import { serverText } from '../i18n/server-text.js';

/** The fallback messages of a failed fetch (`products` namespace), in the language shown then. */
const FALLBACKS = {
  products: 'errors.fetchProducts',
  similar: 'errors.fetchSimilar',
  product: 'errors.fetchProduct',
} as const;
const fallbackText = (which: keyof typeof FALLBACKS) =>
  i18n.t(FALLBACKS[which], { ns: 'products' });

export interface ProductListState {
  products: Product[];
  loading: boolean;
  error: string | null;
}

/**
 * A product list fetch (SPEC §4 "Product fetches"): each fetch sets loading and clears the
 * error; the list is replaced by the response only if it is an array, otherwise it becomes
 * empty. `search` is a query string (without `?`) whose every parameter is sent along.
 * A `null` path fetches nothing. `fallback` names the message shown when the server gives none.
 */
export function useProductList(
  path: string | null,
  search = '',
  fallback: 'products' | 'similar' = 'products',
): ProductListState {
  const [state, setState] = useState<ProductListState>({
    products: [],
    loading: path !== null,
    error: null,
  });

  useEffect(() => {
    if (path === null) return;
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null, notFound: false }));
    const query = Object.fromEntries(new URLSearchParams(search));
    api<unknown>('GET', path, { query }).then(
      (data) => {
        if (!live) return;
        setState({
          products: Array.isArray(data) ? (data as Product[]) : [],
          loading: false,
          error: null,
        });
      },
      (err: unknown) => {
        if (!live) return;
        setState((s) => ({
          ...s,
          loading: false,
          error: serverText(i18n.t, messageOf(err, fallbackText(fallback))),
        }));
      },
    );
    return () => {
      live = false;
    };
  }, [path, search, fallback]);

  return state;
}

export interface ProductState {
  product: Product | null;
  loading: boolean;
  error: string | null;
  /** The shop has no such product (a 404, not a failure to ask). */
  notFound: boolean;
}

/** One product by id (`GET /api/products/{id}`); sets loading and clears the error. */
export function useProduct(id: string | undefined): ProductState {
  const [state, setState] = useState<ProductState>({
    product: null,
    loading: !!id,
    error: null,
    notFound: false,
  });

  useEffect(() => {
    if (!id) {
      setState({ product: null, loading: false, error: null, notFound: true });
      return;
    }
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null, notFound: false }));
    api<Product>('GET', `/api/products/${encodeURIComponent(id)}`).then(
      (product) => {
        if (live) setState({ product, loading: false, error: null, notFound: false });
      },
      (err: unknown) => {
        if (live) {
          setState({
            product: null,
            loading: false,
            error: serverText(i18n.t, messageOf(err, fallbackText('product'))),
            notFound: err instanceof ApiError && (err.status === 404 || err.status === 400),
          });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [id]);

  return state;
}

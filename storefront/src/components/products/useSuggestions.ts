import type { Product } from '@arogya/contracts';
import { useEffect, useState } from 'react';
import { api } from '../../api/client.js';

/** Letters typed before the shop suggests anything, and how many products it suggests. */
const SUGGEST_FROM = 2;
const SUGGESTIONS = 6;
/** Typing pauses this long before the shop is asked (one request per word, not per key). */
const PAUSE_MS = 200;

/**
 * The products whose name, brand or category match what is typed (the listing's own search,
 * `GET /api/products?search=`, its first few): empty under `SUGGEST_FROM` letters. A newer
 * text cancels the older one's request, so suggestions never arrive out of order.
 */
export function useSuggestions(text: string): Product[] {
  const [found, setFound] = useState<{ text: string; products: Product[] }>({
    text: '',
    products: [],
  });
  const wanted = text.trim();

  useEffect(() => {
    if (wanted.length < SUGGEST_FROM) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      api<unknown>('GET', '/api/products', {
        query: { search: wanted, limit: String(SUGGESTIONS) },
        signal: abort.signal,
      }).then(
        (data) =>
          setFound({ text: wanted, products: Array.isArray(data) ? (data as Product[]) : [] }),
        // a failed or cancelled suggestion is no error: the search itself still works
        () => undefined,
      );
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [wanted]);

  // the last answer stays while the next is asked for (no flicker at each key)
  return wanted.length >= SUGGEST_FROM && found.text !== '' ? found.products : [];
}

import type { Product } from '@arogya/contracts';
import { useEffect, useState } from 'react';
import { api } from '../../api/client.js';

/** The products asked for on this page load for their colours' names: each once. */
const asked = new Map<string, Promise<Product | null>>();

function productOf(id: string): Promise<Product | null> {
  let product = asked.get(id);
  if (!product) {
    product = api<Product>('GET', `/api/products/${encodeURIComponent(id)}`).catch(() => {
      asked.delete(id); // asked again by the next line that needs it
      return null;
    });
    asked.set(id, product);
  }
  return product;
}

/** A colour code, as a cart keeps a line's colour since issue 30, rather than its name. */
const isCode = (color: string) => /^#[0-9a-f]{3,8}$/i.test(color);

/**
 * The name a line's colour is shown by. A cart keeps the chosen variant's colour code, whose name
 * only the product's variants know: they are asked for (the catalogue's cached read) and the
 * line shows '' meanwhile, and the code if the product has no name for it. A line of before
 * issue 30 that holds a name shows it as it is.
 */
export function useColourName(line: { productId: string; color: string; variantId?: string }) {
  const { productId, color, variantId } = line;
  const code = isCode(color);
  const [name, setName] = useState<string | null>(null);

  useEffect(() => {
    if (!code) return;
    let live = true;
    void productOf(productId).then((product) => {
      const variants = product?.variants ?? [];
      const v =
        variants.find((x) => x._id === variantId) ?? variants.find((x) => x.color === color);
      if (live) setName(v?.colorName || color);
    });
    return () => {
      live = false;
    };
  }, [code, productId, variantId, color]);

  return code ? (name ?? '') : color;
}

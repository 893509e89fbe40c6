import { CatalogCalls, rupeesToPaise, type Product } from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Injectable } from '@nestjs/common';

/** What a cart needs to know about a product, fresh from the catalog. */
export interface ProductFacts {
  id: string;
  name: string;
  image: string;
  /** The line price: the discount price when there is one, else the price. */
  pricePaise: number;
  countInStock: number;
  sizes: string[];
  colors: string[];
  colorsName: string[];
}

function toFacts(p: Product): ProductFacts {
  const primary = p.images.find((i) => i.isPrimary) ?? p.images[0];
  return {
    id: p._id,
    name: p.name,
    image: primary?.url ?? '',
    pricePaise: rupeesToPaise(p.discountPrice ?? p.price),
    countInStock: p.countInStock,
    sizes: p.sizes,
    colors: p.colors,
    colorsName: p.colorsName,
  };
}

/** Reads products from the catalog service (never from a request body). */
@Injectable()
export class CatalogClient {
  constructor(private readonly rpc: RpcClient) {}

  /** One product; the catalog's 404 ("Product not found") travels on. */
  async one(id: string): Promise<ProductFacts> {
    return toFacts(await this.rpc.call(CatalogCalls.get, { id }));
  }

  /** The products among `ids` that still exist, by id. */
  async many(ids: string[]): Promise<Map<string, ProductFacts>> {
    if (ids.length === 0) return new Map();
    const products = await this.rpc.call(CatalogCalls.getMany, { ids: [...new Set(ids)] });
    return new Map(products.map((p) => [p._id, toFacts(p)]));
  }
}

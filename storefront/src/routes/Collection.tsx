import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import NotFoundPanel from '../components/content/NotFoundPanel.js';
import FilterBar from '../components/products/FilterBar.js';
import { collectionTitle } from '../components/products/product-utils.js';
import type { ProductView } from '../components/products/ProductCard.js';
import ProductGrid from '../components/products/ProductGrid.js';
import SearchBar from '../components/products/SearchBar.js';
import ShopPromises from '../components/products/ShopPromises.js';
import ViewToggle from '../components/products/ViewToggle.js';
import WhyChooseUs from '../components/products/WhyChooseUs.js';
import { useDocumentTitle } from '../hooks/useDocumentTitle.js';
import { useProductList } from '../hooks/useProducts.js';

/**
 * `/collections/{collection}` (SPEC §2 "Listing page"): the route's collection and every
 * query-string parameter are the filters of `GET /api/products`.
 */
export default function Collection() {
  const { collection = 'all' } = useParams();
  const [params] = useSearchParams();
  const [view, setView] = useState<ProductView>('grid');

  // the route parameter first, so that a `collection` in the query string can refine it
  const filters = new URLSearchParams({ collection });
  for (const [key, value] of params) filters.set(key, value);
  const { products, loading, error } = useProductList('/api/products', filters.toString());

  const search = params.get('search') ?? '';
  const title = search ? `Results for “${search}”` : collectionTitle(collection);
  const count = error ? 0 : products.length;
  // a named collection with nothing in it, asked for with no filter: there is no such collection
  const unknown =
    !loading && !error && count === 0 && collection.toLowerCase() !== 'all' && params.size === 0;
  useDocumentTitle(unknown ? null : search ? `Search: ${search}` : collectionTitle(collection));
  if (unknown) {
    return (
      <NotFoundPanel
        title="Collection not found"
        text={`There is no collection “${collectionTitle(collection)}” in the shop.`}
      />
    );
  }

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6 sm:px-6 lg:px-8">
      <ShopPromises
        label="Shop benefits"
        className="flex flex-wrap items-center justify-center gap-x-8 gap-y-2 rounded-2xl bg-linear-to-r from-green-700 to-emerald-600 px-4 py-3 text-sm font-medium text-white"
        iconClass="h-5 w-5 text-green-100"
      />

      <section aria-labelledby="collection-heading" className="space-y-6">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <p className="text-sm font-medium text-green-700">Shop wellness</p>
            <h1
              id="collection-heading"
              className="mt-1 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl"
            >
              {title}
            </h1>
          </div>
          <div className="w-full lg:max-w-md">
            <SearchBar key={search} initial={search} />
          </div>
        </div>

        <FilterBar />

        <div className="flex items-center justify-between gap-4 border-b border-gray-200 pb-3">
          <p data-testid="products-count" aria-live="polite" className="text-sm text-gray-600">
            Showing {count} products
          </p>
          <ViewToggle view={view} onChange={setView} />
        </div>

        <ProductGrid
          products={products}
          loading={loading}
          error={error}
          view={view}
          label={title}
        />
      </section>

      <WhyChooseUs />
    </div>
  );
}

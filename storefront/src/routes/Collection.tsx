import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('pages');
  const { collection = 'all' } = useParams();
  const [params] = useSearchParams();
  const [view, setView] = useState<ProductView>('grid');

  // the route parameter first, so that a `collection` in the query string can refine it
  const filters = new URLSearchParams({ collection });
  for (const [key, value] of params) filters.set(key, value);
  const { products, loading, error } = useProductList('/api/products', filters.toString());

  const search = params.get('search') ?? '';
  const named =
    collection.toLowerCase() === 'all' ? t('collection.all') : collectionTitle(collection);
  const title = search ? t('collection.results', { search }) : named;
  const count = error ? 0 : products.length;
  // a named collection with nothing in it, asked for with no filter: there is no such collection
  const unknown =
    !loading && !error && count === 0 && collection.toLowerCase() !== 'all' && params.size === 0;
  useDocumentTitle(unknown ? null : search ? t('collection.searchTitle', { search }) : named);
  if (unknown) {
    return (
      <NotFoundPanel
        title={t('collection.notFound')}
        text={t('collection.notFoundText', { name: collectionTitle(collection) })}
      />
    );
  }

  return (
    // on a phone the first products' names and prices are on the first screen (issue 31): the
    // promises take one row, the search is the header's, the filters open on demand
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-4 sm:space-y-8 sm:px-6 sm:py-6 lg:px-8">
      <ShopPromises
        label={t('collection.benefits')}
        className="grid grid-cols-3 gap-2 rounded-xl bg-linear-to-r from-green-700 to-emerald-600 px-2 py-2 text-center text-[11px] leading-tight font-medium text-white sm:flex sm:flex-wrap sm:items-center sm:justify-center sm:gap-x-8 sm:gap-y-2 sm:rounded-2xl sm:px-4 sm:py-3 sm:text-sm"
        itemClass="flex flex-col items-center gap-1 sm:flex-row sm:gap-2"
        iconClass="h-4 w-4 text-green-100 sm:h-5 sm:w-5"
      />

      <section aria-labelledby="collection-heading" className="space-y-4 sm:space-y-6">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <p className="hidden text-sm font-medium text-green-700 sm:block">
              {t('collection.eyebrow')}
            </p>
            <h1
              id="collection-heading"
              className="text-xl font-bold tracking-tight text-gray-900 sm:mt-1 sm:text-3xl"
            >
              {title}
            </h1>
          </div>
          {/* a phone searches from the header, on every page */}
          <div className="hidden w-full sm:block lg:max-w-md">
            <SearchBar key={search} initial={search} />
          </div>
        </div>

        <FilterBar />

        <div className="flex items-center justify-between gap-4 border-b border-gray-200 pb-3">
          <p data-testid="products-count" aria-live="polite" className="text-sm text-gray-600">
            {loading ? t('collection.loading') : t('collection.count', { count })}
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

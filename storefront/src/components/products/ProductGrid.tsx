import type { Product } from '@arogya/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import ProductCard, { type ProductView } from './ProductCard.js';
import Icon from '../icons/Icon.js';

interface ProductGridProps {
  products: Product[];
  loading: boolean;
  error: string | null;
  view?: ProductView;
  /** Show the 'No products found' state for an empty list (else render nothing). */
  emptyState?: boolean;
  label?: string;
}

/** A grid of product cards with the loading, error and empty states of SPEC §2. */
export default function ProductGrid({
  products,
  loading,
  error,
  view = 'grid',
  emptyState = true,
  label,
}: ProductGridProps) {
  const { t } = useTranslation(['products', 'common']);
  if (loading) return <GridSkeleton view={view} />;
  if (error) {
    return (
      <p role="alert" className="py-10 text-center text-red-600">
        {t('error', { ns: 'common', message: error })}
      </p>
    );
  }
  if (products.length === 0) {
    if (!emptyState) return null;
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-gray-50 px-6 py-16 text-center">
        <span className="mb-4 rounded-full bg-green-100 p-3 text-green-700">
          <Icon name="search" className="h-6 w-6" />
        </span>
        <h2 className="text-lg font-semibold text-gray-900">{t('grid.noneTitle')}</h2>
        <p className="mt-1 text-gray-600">{t('grid.noneText')}</p>
        <Link
          to="/collections/all"
          className="mt-6 rounded-xl bg-green-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-green-800"
        >
          {t('browseAll', { ns: 'common' })}
        </Link>
      </div>
    );
  }
  // a new list starts from its first cards again
  const list = `${products.length}:${products[0]?._id}`;
  return (
    <IncrementalGrid key={list} products={products} view={view} label={label ?? t('grid.label')} />
  );
}

const gridClass = (view: ProductView) =>
  view === 'list'
    ? 'grid grid-cols-1 gap-4'
    : // two columns from the narrowest phone: a shopper sees four products, not one and a bit
      'grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3 lg:grid-cols-4';

/** Cards shown at first and added each time the shopper nears the end of the list. */
const STEP = 12;
/** Cards whose image loads at once: the first row at the widest layout (4 columns). */
const EAGER = 4;

/**
 * The cards, `STEP` at a time: the next ones come when the end of the list nears the screen
 * (or the "Show more" button is pressed), so a long list neither builds thousands of nodes
 * nor makes a phone lay out a page tens of thousands of pixels tall before it can scroll.
 */
function IncrementalGrid({
  products,
  view,
  label,
}: {
  products: Product[];
  view: ProductView;
  label: string;
}) {
  const { t } = useTranslation('products');
  const [shown, setShown] = useState(STEP);
  const sentinel = useRef<HTMLDivElement>(null);
  const more = products.length > shown;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !more || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown((n) => n + STEP);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [more, shown]);

  return (
    <>
      <ul data-testid="product-grid" aria-label={label} className={gridClass(view)}>
        {products.slice(0, shown).map((p, i) => (
          <li key={p._id} className="flex">
            <ProductCard product={p} view={view} priority={i < EAGER} />
          </li>
        ))}
      </ul>
      {more && (
        <div ref={sentinel} className="flex justify-center pt-8">
          <button
            type="button"
            data-testid="show-more"
            onClick={() => setShown((n) => n + STEP)}
            className="rounded-xl border border-gray-300 px-5 py-2.5 text-sm font-semibold text-gray-800 hover:bg-gray-50"
          >
            {t('grid.showMore', { count: products.length - shown })}
          </button>
        </div>
      )}
    </>
  );
}

/** What the grid will look like, while it loads: the space of its first cards, held. */
function GridSkeleton({ view }: { view: ProductView }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      <ul aria-hidden="true" className={gridClass(view)}>
        {Array.from({ length: 8 }, (_, i) => (
          <li
            key={i}
            className={`flex w-full animate-pulse rounded-2xl border border-gray-200 bg-white ${
              view === 'list' ? 'flex-row gap-4 p-3 sm:p-4' : 'flex-col'
            }`}
          >
            <div
              className={`bg-gray-100 ${
                view === 'list'
                  ? 'h-28 w-28 shrink-0 rounded-xl sm:h-40 sm:w-40'
                  : 'aspect-square w-full rounded-t-2xl'
              }`}
            />
            <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
              <div className="h-3 w-1/3 rounded bg-gray-100" />
              <div className="h-4 w-4/5 rounded bg-gray-100" />
              <div className="h-4 w-1/2 rounded bg-gray-100" />
              <div className="mt-2 h-10 w-full rounded-xl bg-gray-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

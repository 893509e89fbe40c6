import type { Product } from '@arogya/contracts';
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
  label = 'Products',
}: ProductGridProps) {
  if (loading) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-gray-600">
        <span
          aria-hidden="true"
          className="h-5 w-5 animate-spin rounded-full border-2 border-green-200 border-t-green-700"
        />
        <span>Loading...</span>
      </div>
    );
  }
  if (error) {
    return (
      <p role="alert" className="py-10 text-center text-red-600">
        Error: {error}
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
        <h2 className="text-lg font-semibold text-gray-900">No products found</h2>
        <p className="mt-1 text-gray-600">Try adjusting your filters or search.</p>
        <Link
          to="/collections/all"
          className="mt-6 rounded-xl bg-green-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-green-800"
        >
          Browse All Products
        </Link>
      </div>
    );
  }
  return (
    <ul
      data-testid="product-grid"
      aria-label={label}
      className={
        view === 'list'
          ? 'grid grid-cols-1 gap-4'
          : 'grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4'
      }
    >
      {products.map((p) => (
        <li key={p._id} className="flex">
          <ProductCard product={p} view={view} />
        </li>
      ))}
    </ul>
  );
}

import type { Product } from '@arogya/contracts';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAddToCart } from '../../hooks/useAddToCart.js';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.js';
import NotFoundPanel from '../content/NotFoundPanel.js';
import { useProduct, useProductList } from '../../hooks/useProducts.js';
import AddToCartButton from './AddToCartButton.js';
import Characteristics from './Characteristics.js';
import Gallery from './Gallery.js';
import PriceTag from './PriceTag.js';
import ProductGrid from './ProductGrid.js';
import ProductImage from './ProductImage.js';
import { ColorSwatches, QuantityStepper, SizeSelector } from './ProductOptions.js';
import ProductVideo from './ProductVideo.js';
import Rating from './Rating.js';
import ShopPromises from './ShopPromises.js';
import TagBadge from './TagBadge.js';

/**
 * Product details (SPEC §2 "Product details"): the product of the `id` prop, else of the
 * route's `:id`, with its similar products.
 */
export default function ProductDetails({
  id,
  belowCart,
}: {
  id?: string;
  /** shown under the add-to-cart button (the product page's delivery check) */
  belowCart?: ReactNode;
}) {
  const params = useParams();
  const productId = id ?? params.id;
  const { product, loading, error, notFound } = useProduct(productId);
  useDocumentTitle(product?.name);

  if (loading) return <ProductSkeleton />;
  if (notFound) {
    return (
      <NotFoundPanel
        title="Product not found"
        text="This product does not exist or is no longer sold."
      />
    );
  }
  if (error || !product) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-20 text-center">
        <p role="alert" className="text-red-600">
          Error: {error ?? 'Product not found'}
        </p>
        <Link
          to="/collections/all"
          className="mt-6 inline-block rounded-xl bg-green-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-green-800"
        >
          Browse All Products
        </Link>
      </div>
    );
  }
  // a fresh form (size, colour, quantity) for each product
  return <ProductView key={product._id} product={product} belowCart={belowCart} />;
}

function ProductView({ product, belowCart }: { product: Product; belowCart?: ReactNode }) {
  const [size, setSize] = useState(product.sizes[0] ?? '');
  const [colorIndex, setColorIndex] = useState(product.colors.length > 0 ? 0 : -1);
  const [quantity, setQuantity] = useState(1);
  const { add, busy } = useAddToCart();
  const soldOut = product.countInStock <= 0;
  const color =
    colorIndex >= 0 ? product.colorsName[colorIndex] || product.colors[colorIndex] || '' : '';

  const onAdd = () => {
    void add({
      productId: product._id,
      quantity,
      ...(size ? { size } : {}),
      ...(color ? { color } : {}),
    });
  };

  return (
    <div className="mx-auto max-w-7xl space-y-14 px-4 py-6 sm:px-6 lg:px-8">
      <nav aria-label="Breadcrumb" className="text-sm text-gray-500">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to="/collections/all" className="hover:text-green-800 hover:underline">
              All Products
            </Link>
          </li>
          {product.category && (
            <li className="flex items-center gap-1.5">
              <span aria-hidden="true">/</span>
              <Link
                to={`/collections/all?category=${encodeURIComponent(product.category)}`}
                className="hover:text-green-800 hover:underline"
              >
                {product.category}
              </Link>
            </li>
          )}
          <li className="flex min-w-0 items-center gap-1.5">
            <span aria-hidden="true">/</span>
            <span aria-current="page" className="truncate text-gray-800">
              {product.name}
            </span>
          </li>
        </ol>
      </nav>

      <section className="grid grid-cols-1 gap-8 md:grid-cols-2 lg:gap-14">
        <Gallery images={product.images} name={product.name} />

        <div className="flex flex-col gap-5">
          <div className="space-y-3">
            <TagBadge tags={product.tags} />
            <p className="text-sm font-medium text-green-700">{product.brand}</p>
            <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
              {product.name}
            </h1>
            <Rating rating={product.rating} count={product.numReviews} />
          </div>
          <PriceTag price={product.price} discountPrice={product.discountPrice} size="lg" />
          <p className="leading-relaxed text-gray-700">{product.description}</p>
          <p className={`text-sm font-medium ${soldOut ? 'text-red-600' : 'text-green-700'}`}>
            {soldOut
              ? 'Out of stock'
              : product.countInStock <= 10
                ? `Only ${product.countInStock} left in stock`
                : 'In stock'}
          </p>

          <SizeSelector sizes={product.sizes} value={size} onChange={setSize} />
          <ColorSwatches
            colors={product.colors}
            names={product.colorsName}
            value={colorIndex}
            onChange={setColorIndex}
          />
          <QuantityStepper value={quantity} onChange={setQuantity} />

          <AddToCartButton
            variant="page"
            busy={busy}
            soldOut={soldOut}
            onClick={onAdd}
            testId="pdp-add-to-cart"
          />
          {belowCart}

          <ShopPromises
            className="grid grid-cols-1 gap-2 border-t border-gray-200 pt-5 text-sm text-gray-600 sm:grid-cols-3"
            iconClass="h-5 w-5 text-green-700"
          />
        </div>
      </section>

      <section aria-labelledby="more-details-heading" className="space-y-8">
        <h2 id="more-details-heading" className="text-2xl font-bold text-gray-900">
          More Details
        </h2>
        {product.extraImages.length > 0 && (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {product.extraImages.map((img, i) => (
              <li
                key={`${img.url}-${i}`}
                className="overflow-hidden rounded-2xl border border-gray-100 bg-gray-50"
              >
                <ProductImage
                  url={img.url}
                  alt={img.altText || `${product.name} – detail ${i + 1}`}
                  width={600}
                  height={600}
                  className="aspect-square h-auto w-full object-cover"
                />
              </li>
            ))}
          </ul>
        )}
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
          <Characteristics product={product} />
          <ProductVideo url={product.videoUrl} name={product.name} />
        </div>
      </section>

      <SimilarProducts id={product._id} />
    </div>
  );
}

/** 'You May Also Like': the similar products, as cards. */
function SimilarProducts({ id }: { id: string }) {
  const { products, loading, error } = useProductList(
    `/api/products/similar/${encodeURIComponent(id)}`,
    '',
    'Failed to fetch similar products',
  );
  return (
    <section aria-labelledby="similar-heading" className="space-y-6">
      <h2 id="similar-heading" className="text-2xl font-bold text-gray-900">
        You May Also Like
      </h2>
      {!loading && !error && products.length === 0 ? (
        <p className="text-gray-600">No similar products yet.</p>
      ) : (
        <ProductGrid
          products={products}
          loading={loading}
          error={error}
          emptyState={false}
          label="You May Also Like"
        />
      )}
    </section>
  );
}

/** The product page's layout while it loads (breadcrumb, square image, details): no shift after. */
function ProductSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      className="mx-auto max-w-7xl space-y-14 px-4 py-6 sm:px-6 lg:px-8"
    >
      <span className="sr-only">Loading...</span>
      <div aria-hidden="true" className="h-5 w-2/3 animate-pulse rounded bg-gray-100" />
      <div
        aria-hidden="true"
        className="grid animate-pulse grid-cols-1 gap-8 md:grid-cols-2 lg:gap-14"
      >
        <div className="flex flex-col gap-4">
          <div className="aspect-square w-full rounded-3xl bg-gray-100" />
          <div className="flex gap-3">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-16 w-16 rounded-xl bg-gray-100 sm:h-20 sm:w-20" />
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-5">
          <div className="h-4 w-1/4 rounded bg-gray-100" />
          <div className="h-8 w-3/4 rounded bg-gray-100" />
          <div className="h-6 w-1/3 rounded bg-gray-100" />
          <div className="h-24 w-full rounded bg-gray-100" />
          <div className="h-12 w-full rounded-xl bg-gray-100" />
        </div>
      </div>
    </div>
  );
}

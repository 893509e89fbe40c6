import type { Product } from '@arogya/contracts';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAddToCart } from '../../hooks/useAddToCart.js';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.js';
import NotFoundPanel from '../content/NotFoundPanel.js';
import ReviewsSlot from '../../features/reviews/ReviewsSlot.js';
import { useProduct, useProductList } from '../../hooks/useProducts.js';
import AddToCartButton from './AddToCartButton.js';
import Characteristics from './Characteristics.js';
import Gallery from './Gallery.js';
import { foodMark, unitPriceOf } from './label-rows.js';
import PriceTag from './PriceTag.js';
import ProductGrid from './ProductGrid.js';
import ProductImage from './ProductImage.js';
import ProductLabelFacts from './ProductLabelFacts.js';
import { QuantityStepper } from './ProductOptions.js';
import ProductSkeleton from './ProductSkeleton.js';
import ProductVideo from './ProductVideo.js';
import Rating from './Rating.js';
import ShopPromises from './ShopPromises.js';
import StickyBuyBar from './StickyBuyBar.js';
import TagBadge from './TagBadge.js';
import OfferBadge from '../../features/offers/OfferBadge.js';
import { useChosenVariant } from './useChosenVariant.js';
import { imagesOf, stockText } from './variant-choice.js';
import VariantPicker from './VariantPicker.js';
import VegMark from './VegMark.js';

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
  const { t } = useTranslation(['products', 'common']);
  const params = useParams();
  const productId = id ?? params.id;
  const { product, loading, error, notFound } = useProduct(productId);
  useDocumentTitle(product?.name);

  if (loading) return <ProductSkeleton />;
  if (notFound) {
    return <NotFoundPanel title={t('details.notFoundTitle')} text={t('details.notFoundText')} />;
  }
  if (error || !product) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-20 text-center">
        <p role="alert" className="text-red-600">
          {t('error', { ns: 'common', message: error ?? t('details.notFound') })}
        </p>
        <Link
          to="/collections/all"
          className="mt-6 inline-block rounded-xl bg-green-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-green-800"
        >
          {t('browseAll', { ns: 'common' })}
        </Link>
      </div>
    );
  }
  // a fresh form (quantity, a note of the choice) for each product
  return <ProductView key={product._id} product={product} belowCart={belowCart} />;
}

function ProductView({ product, belowCart }: { product: Product; belowCart?: ReactNode }) {
  const { t } = useTranslation(['products', 'common']);
  const { variants, variant, pick } = useChosenVariant(product);
  const [quantity, setQuantity] = useState(1);
  const { add, busy } = useAddToCart();
  const soldOut = variant.countInStock <= 0;
  const ownImages = variant.images.length > 0;
  const mark = foodMark(product);
  const buyButton = useRef<HTMLDivElement>(null);

  const onAdd = () => {
    void add({
      productId: product._id,
      quantity,
      ...(variant.size ? { size: variant.size } : {}),
      ...(variant.color ? { color: variant.color } : {}),
    });
  };

  return (
    // room at the foot of a phone's page for the buy bar over it
    <div className="mx-auto max-w-7xl space-y-10 px-4 pt-4 pb-24 sm:space-y-14 sm:px-6 sm:pt-6 md:pb-6 lg:px-8">
      <nav aria-label={t('breadcrumb', { ns: 'common' })} className="text-sm text-gray-500">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to="/collections/all" className="hover:text-green-800 hover:underline">
              {t('details.allProducts')}
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
        {/* a variant's own pictures start the gallery afresh; the product's keep its place */}
        <Gallery
          key={ownImages ? variant._id : ''}
          images={imagesOf(product, variant)}
          name={product.name}
        />

        <div className="flex flex-col gap-5" data-testid="pdp-buy">
          <div className="space-y-3">
            <TagBadge tags={product.tags} />
            <p className="text-sm font-medium text-green-700">{product.brand}</p>
            <div className="flex items-start gap-2.5">
              {mark && <VegMark mark={mark} className="mt-1 h-6 w-6 sm:mt-1.5" />}
              <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
                {product.name}
              </h1>
            </div>
            <Rating rating={product.rating} count={product.numReviews} href="#reviews" />
          </div>
          <div aria-live="polite" aria-atomic="true" data-testid="pdp-price">
            <PriceTag
              price={variant.price}
              discountPrice={variant.discountPrice}
              mrp={variant.mrp}
              size="lg"
              unitPrice={unitPriceOf(variant, t)}
            />
            <OfferBadge productId={product._id} className="mt-2" />
          </div>
          {/* on a phone the description waits under the buy button, which it used to push down */}
          <p className="order-last leading-relaxed text-gray-700 md:order-none">
            {product.description}
          </p>
          <p
            aria-live="polite"
            data-testid="pdp-stock"
            className={`text-sm font-medium ${soldOut ? 'text-red-600' : 'text-green-700'}`}
          >
            {stockText(variant.countInStock, t)}
          </p>

          <VariantPicker variants={variants} variant={variant} onPick={pick} />
          <QuantityStepper value={quantity} onChange={setQuantity} />

          <div ref={buyButton}>
            <AddToCartButton
              variant="page"
              busy={busy}
              soldOut={soldOut}
              onClick={onAdd}
              testId="pdp-add-to-cart"
            />
          </div>
          {belowCart}

          <ShopPromises
            className="grid grid-cols-1 gap-2 border-t border-gray-200 pt-5 text-sm text-gray-600 sm:grid-cols-3"
            iconClass="h-5 w-5 text-green-700"
          />
        </div>
      </section>

      <ProductLabelFacts product={product} variant={variant} />

      <section aria-labelledby="more-details-heading" className="space-y-8">
        <h2 id="more-details-heading" className="text-2xl font-bold text-gray-900">
          {t('details.moreDetails')}
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
                  alt={img.altText || t('details.detailAlt', { name: product.name, n: i + 1 })}
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

      <ReviewsSlot productId={product._id} />

      <SimilarProducts id={product._id} />

      <StickyBuyBar
        watch={buyButton}
        name={product.name}
        variant={variant}
        busy={busy}
        soldOut={soldOut}
        onAdd={onAdd}
      />
    </div>
  );
}

/** 'You May Also Like': the similar products, as cards. */
function SimilarProducts({ id }: { id: string }) {
  const { t } = useTranslation('products');
  const { products, loading, error } = useProductList(
    `/api/products/similar/${encodeURIComponent(id)}`,
    '',
    'similar',
  );
  return (
    <section aria-labelledby="similar-heading" className="space-y-6">
      <h2 id="similar-heading" className="text-2xl font-bold text-gray-900">
        {t('details.similar')}
      </h2>
      {!loading && !error && products.length === 0 ? (
        <p className="text-gray-600">{t('details.noSimilar')}</p>
      ) : (
        <ProductGrid
          products={products}
          loading={loading}
          error={error}
          emptyState={false}
          label={t('details.similar')}
        />
      )}
    </section>
  );
}

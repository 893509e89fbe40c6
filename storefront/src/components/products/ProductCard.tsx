import type { Product } from '@arogya/contracts';
import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAddToCart } from '../../hooks/useAddToCart.js';
import AddToCartButton from './AddToCartButton.js';
import PriceTag from './PriceTag.js';
import ProductImage from './ProductImage.js';
import Rating from './Rating.js';
import TagBadge from './TagBadge.js';
import OfferBadge from '../../features/offers/OfferBadge.js';

// the chooser's code arrives only when a shopper first asks for it
const QuickAddDialog = lazy(() => import('./QuickAddDialog.js'));

/** Whether a shopper has a size or a colour to choose before the product can go in a cart. */
const hasChoice = (p: Product) => p.sizes.length > 1 || p.colors.length > 1;

export type ProductView = 'grid' | 'list';

/** The product card shared by grids (SPEC §2 "Product card"). */
export default function ProductCard({
  product,
  view = 'grid',
  priority = false,
}: {
  product: Product;
  view?: ProductView;
  /** One of the first cards on screen: its image loads at once (the listing's LCP). */
  priority?: boolean;
}) {
  const { t } = useTranslation(['products', 'cart']);
  const { add, busy } = useAddToCart(t('toast.addFailed', { ns: 'cart' }));
  const image = product.images[0];
  const list = view === 'list';
  const soldOut = product.countInStock <= 0;
  const nameId = useId();
  const choice = hasChoice(product);
  const [choosing, setChoosing] = useState(false);

  const onAdd = (e: MouseEvent<HTMLButtonElement>) => {
    // the button sits outside the link, but never let a click reach a card-level handler
    e.preventDefault();
    e.stopPropagation();
    if (choice) setChoosing(true);
    else void add({ productId: product._id, quantity: 1 });
  };

  return (
    <article
      data-testid="product-card"
      className={`group flex w-full rounded-2xl border border-gray-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-green-200 hover:shadow-lg ${
        list ? 'flex-col sm:flex-row sm:items-center' : 'flex-col'
      }`}
    >
      <Link
        to={`/product/${product._id}`}
        className={`flex flex-1 rounded-2xl focus-visible:outline-offset-[-2px] ${
          list ? 'flex-row gap-4 p-3 sm:p-4' : 'flex-col'
        }`}
      >
        <div
          className={`relative shrink-0 overflow-hidden bg-gray-50 ${
            list ? 'h-28 w-28 rounded-xl sm:h-40 sm:w-40' : 'aspect-square w-full rounded-t-2xl'
          }`}
        >
          <ProductImage
            url={image?.url}
            alt={image?.altText || product.name}
            width={400}
            height={400}
            className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
            priority={priority}
          />
          <TagBadge tags={product.tags} className="absolute top-2 left-2" />
          {soldOut && (
            <span className="absolute right-2 bottom-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-gray-700">
              {t('card.outOfStock')}
            </span>
          )}
        </div>
        <div
          className={`flex min-w-0 flex-1 flex-col gap-1.5 ${list ? '' : 'p-3 pb-1 sm:p-4 sm:pb-2'}`}
        >
          <p className="truncate text-[11px] font-medium tracking-wide text-green-700 uppercase sm:text-xs">
            {product.category}
          </p>
          <h3
            id={nameId}
            className="line-clamp-2 text-sm font-semibold text-gray-900 group-hover:text-green-800 sm:text-base"
          >
            {product.name}
          </h3>
          <Rating rating={product.rating} count={product.numReviews} />
          <PriceTag price={product.price} discountPrice={product.discountPrice} mrp={product.mrp} />
          <OfferBadge productId={product._id} className="self-start" />
          {/* a phone's narrow card keeps to name and price */}
          <p
            className={`text-sm text-gray-600 ${list ? 'line-clamp-2' : 'hidden sm:line-clamp-2'}`}
          >
            {product.description}
          </p>
        </div>
      </Link>
      <div
        className={
          list ? 'px-3 pb-3 sm:w-44 sm:shrink-0 sm:p-4 sm:pl-0' : 'px-3 pt-2 pb-3 sm:px-4 sm:pb-4'
        }
      >
        <AddToCartButton
          variant="card"
          busy={busy}
          soldOut={soldOut}
          onClick={onAdd}
          testId="add-to-cart"
          describedBy={nameId}
          opensDialog={choice}
        />
        {choosing && (
          <Suspense fallback={null}>
            <QuickAddDialog product={product} onClose={() => setChoosing(false)} />
          </Suspense>
        )}
      </div>
    </article>
  );
}

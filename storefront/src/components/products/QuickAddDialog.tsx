import type { Product } from '@arogya/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAddToCart } from '../../hooks/useAddToCart.js';
import { useProduct } from '../../hooks/useProducts.js';
import AddToCartButton from './AddToCartButton.js';
import { unitPriceOf } from './label-rows.js';
import PriceTag from './PriceTag.js';
import ProductImage from './ProductImage.js';
import {
  choose,
  imagesOf,
  initialVariant,
  stockText,
  variantsOf,
  type Axis,
} from './variant-choice.js';
import VariantPicker from './VariantPicker.js';
import DialogClose from '../content/DialogClose.js';

/**
 * A listing card's "Add to Cart" for a product sold in more than one size or colour: a dialog
 * (a sheet at the foot of a phone's screen) that asks which, with the chosen one's price and
 * stock, before anything goes into the cart. A card used to add the first variant unasked, and
 * orders came in for a size the shopper never chose (issue 31).
 */
export default function QuickAddDialog({
  product,
  onClose,
}: {
  product: Product;
  onClose: () => void;
}) {
  const { t } = useTranslation(['products', 'common']);
  const dialog = useRef<HTMLDialogElement>(null);
  // the card knows the sizes and colours; the variants' own prices and stock come with the product
  const { product: full, error } = useProduct(product._id);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);

  const headingId = `quick-add-${product._id}`;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      data-testid="quick-add"
      onClose={onClose}
      className="mx-auto mt-auto mb-0 max-h-[85dvh] w-full max-w-lg overflow-y-auto overscroll-contain rounded-t-2xl bg-white p-5 text-gray-800 shadow-xl backdrop:bg-gray-900/50 sm:m-auto sm:rounded-2xl sm:p-6"
    >
      <div className="mb-4 flex items-start gap-3">
        <h2 id={headingId} className="min-w-0 flex-1 text-lg font-bold text-gray-900">
          {product.name}
        </h2>
        <DialogClose onClose={() => dialog.current?.close()} />
      </div>
      {full ? (
        <Chooser product={full} done={() => dialog.current?.close()} />
      ) : error ? (
        <p role="alert" className="text-red-600">
          {t('error', { ns: 'common', message: error })}
        </p>
      ) : (
        <p role="status" className="py-8 text-center text-gray-500">
          {t('quickAdd.loading')}
        </p>
      )}
    </dialog>
  );
}

/** The picker, the chosen variant's price and stock, and the button that adds it. */
function Chooser({ product, done }: { product: Product; done: () => void }) {
  const { t } = useTranslation('products');
  const variants = variantsOf(product);
  const [variant, setVariant] = useState(() => initialVariant(variants, null));
  const { add, busy } = useAddToCart();
  const soldOut = variant.countInStock <= 0;
  const image = imagesOf(product, variant)[0];

  const pick = (axis: Axis, value: string) => {
    const next = choose(variants, variant, axis, value);
    setVariant(next);
    return next;
  };
  const onAdd = async () => {
    const added = await add({
      productId: product._id,
      quantity: 1,
      ...(variant.size ? { size: variant.size } : {}),
      ...(variant.color ? { color: variant.color } : {}),
    });
    if (added) done();
  };

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-4">
        <ProductImage
          url={image?.url}
          alt=""
          width={96}
          height={96}
          className="h-20 w-20 shrink-0 rounded-xl bg-gray-50 object-cover"
        />
        <div aria-live="polite" aria-atomic="true" data-testid="quick-add-price">
          <PriceTag
            price={variant.price}
            discountPrice={variant.discountPrice}
            mrp={variant.mrp}
            unitPrice={unitPriceOf(variant, t)}
          />
          <p
            data-testid="quick-add-stock"
            className={`mt-1 text-sm font-medium ${soldOut ? 'text-red-600' : 'text-green-700'}`}
          >
            {stockText(variant.countInStock, t)}
          </p>
        </div>
      </div>
      <VariantPicker variants={variants} variant={variant} onPick={pick} />
      <AddToCartButton
        variant="page"
        busy={busy}
        soldOut={soldOut}
        onClick={() => void onAdd()}
        testId="quick-add-confirm"
      />
      <Link
        to={`/product/${product._id}?variant=${variant._id}`}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-green-800 underline-offset-2 hover:underline"
      >
        {t('quickAdd.seeAll')}
      </Link>
    </div>
  );
}

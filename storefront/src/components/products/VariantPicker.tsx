import type { ProductVariant } from '@arogya/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorSwatches, SizeSelector, type VariantOption } from './ProductOptions.js';
import { optionState, optionsOf, type Axis } from './variant-choice.js';

const colourName = (v: ProductVariant) => v.colorName || v.color;

/**
 * The size selector and the colour swatches of SPEC §2, which together choose a variant. Every
 * option says whether it is sold with what is chosen on the other axis; choosing one that is
 * not picks the other axis too, and the page says so (it never shows a variant nobody sells).
 */
export default function VariantPicker({
  variants,
  variant,
  onPick,
}: {
  variants: ProductVariant[];
  variant: ProductVariant;
  /** chooses `value` on `axis`; answers the variant that is chosen */
  onPick: (axis: Axis, value: string) => ProductVariant;
}) {
  const { t } = useTranslation('products');
  const [note, setNote] = useState('');
  const hintOf = (axis: Axis, value: string): Pick<VariantOption, 'state' | 'hint'> => {
    const state = optionState(variants, variant, axis, value);
    if (state === 'available') return { state };
    if (state === 'soldOut') return { state, hint: t('options.outOfStock') };
    return {
      state,
      hint: t('options.notSoldIn', {
        other: axis === 'size' ? colourName(variant) : variant.size,
      }),
    };
  };
  const options = (axis: Axis) =>
    optionsOf(variants, axis).map((o) => ({ ...o, ...hintOf(axis, o.value) }));

  const pick = (axis: Axis, value: string) => {
    const next = onPick(axis, value);
    const changed = axis === 'size' ? next.color !== variant.color : next.size !== variant.size;
    setNote(
      changed
        ? axis === 'size'
          ? t('options.sizeSwapped', {
              size: next.size,
              colour: colourName(variant),
              instead: colourName(next),
            })
          : t('options.colourSwapped', {
              colour: colourName(next),
              size: variant.size,
              instead: next.size,
            })
        : '',
    );
  };

  return (
    <>
      <SizeSelector
        options={options('size')}
        value={variant.size}
        onChange={(size) => pick('size', size)}
      />
      <ColorSwatches
        options={options('color')}
        value={variant.color}
        onChange={(color) => pick('color', color)}
      />
      {/* in the page's flow only while it says something; always there for screen readers */}
      <p
        aria-live="polite"
        data-testid="variant-note"
        className={note ? 'text-sm text-gray-700' : 'sr-only'}
      >
        {note}
      </p>
    </>
  );
}

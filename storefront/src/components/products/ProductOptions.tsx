import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Icon from '../icons/Icon.js';
import type { OptionState } from './variant-choice.js';

/** An option of a variant's size or colour, and how it stands beside the rest of the choice. */
export interface VariantOption {
  value: string;
  /** what the shopper reads: the size, or the colour's name */
  name: string;
  state: OptionState;
  /** why it is not simply available ("out of stock", "not sold in Teal"), for every reader */
  hint?: string;
}

/** Sizes a shopper can buy stay plain; sold-out ones are struck through, absent ones dashed. */
const SIZE_STATE: Record<OptionState, string> = {
  available: 'border-gray-300 text-gray-800',
  soldOut: 'border-gray-300 text-gray-500 line-through',
  elsewhere: 'border-dashed border-gray-400 text-gray-600',
};

/** Size buttons; the pressed one is the chosen size. */
export function SizeSelector({
  options,
  value,
  onChange,
}: {
  options: VariantOption[];
  value: string;
  onChange: (size: string) => void;
}) {
  const { t } = useTranslation('products');
  if (options.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-gray-900">{t('options.size')}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            data-testid="size-option"
            data-state={o.state}
            aria-pressed={o.value === value}
            title={o.hint}
            onClick={() => onChange(o.value)}
            className={`min-h-11 min-w-12 rounded-xl border bg-white px-3 py-2 text-sm font-medium transition hover:border-green-600 aria-pressed:border-solid aria-pressed:border-green-700 aria-pressed:bg-green-700 aria-pressed:text-white ${SIZE_STATE[o.state]}`}
          >
            {o.name}
            {o.hint && <span className="sr-only">, {o.hint}</span>}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Colour swatches, each named by its colour's name; the pressed one is the chosen colour. A
 * sold-out colour is crossed out, one not sold in the chosen size drawn faint.
 */
export function ColorSwatches({
  options,
  value,
  onChange,
}: {
  options: VariantOption[];
  value: string;
  onChange: (color: string) => void;
}) {
  const { t } = useTranslation('products');
  if (options.length === 0) return null;
  const chosen = options.find((o) => o.value === value);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-gray-900">
        {t('options.colour')}
        {chosen && <span className="font-normal text-gray-600">: {chosen.name}</span>}
      </legend>
      <div className="flex flex-wrap gap-3">
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            data-testid="color-swatch"
            data-state={o.state}
            title={o.hint ? `${o.name} (${o.hint})` : o.name}
            aria-label={o.hint ? `${o.name}, ${o.hint}` : o.name}
            aria-pressed={o.value === value}
            onClick={() => onChange(o.value)}
            style={{ backgroundColor: o.value }}
            className={`relative h-11 w-11 overflow-hidden rounded-full border border-gray-300 shadow-inner ring-offset-2 transition hover:scale-110 aria-pressed:ring-2 aria-pressed:ring-green-700 ${o.state === 'elsewhere' ? 'opacity-50' : ''}`}
          >
            {o.state === 'soldOut' && (
              <span
                aria-hidden="true"
                className="absolute top-1/2 left-0 h-0.5 w-full -translate-y-1/2 -rotate-45 bg-gray-600 ring-1 ring-white"
              />
            )}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** The quantity stepper: minimum 1, no maximum. */
export function QuantityStepper({
  value,
  onChange,
}: {
  value: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation('products');
  const labelId = useId();
  const btn =
    'flex h-11 w-11 items-center justify-center text-gray-700 transition hover:bg-green-50 hover:text-green-800';
  return (
    <div>
      <p id={labelId} className="mb-2 text-sm font-semibold text-gray-900">
        {t('options.quantity')}
      </p>
      <div
        role="group"
        aria-labelledby={labelId}
        className="inline-flex items-center overflow-hidden rounded-xl border border-gray-300 bg-white"
      >
        <button
          type="button"
          data-testid="qty-decrease"
          aria-label={t('options.decrease')}
          onClick={() => onChange(Math.max(1, value - 1))}
          className={btn}
        >
          <Icon name="minus" className="h-4 w-4" />
        </button>
        <span
          data-testid="qty-value"
          aria-live="polite"
          className="min-w-11 text-center text-base font-semibold text-gray-900 tabular-nums"
        >
          {value}
        </span>
        <button
          type="button"
          data-testid="qty-increase"
          aria-label={t('options.increase')}
          onClick={() => onChange(value + 1)}
          className={btn}
        >
          <Icon name="plus" className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}

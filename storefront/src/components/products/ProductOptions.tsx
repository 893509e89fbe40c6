import { useId } from 'react';
import Icon from '../icons/Icon.js';

/** Size buttons; the pressed one is the chosen size. */
export function SizeSelector({
  sizes,
  value,
  onChange,
}: {
  sizes: string[];
  value: string;
  onChange: (size: string) => void;
}) {
  if (sizes.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-gray-900">Size</legend>
      <div className="flex flex-wrap gap-2">
        {sizes.map((s) => (
          <button
            key={s}
            type="button"
            data-testid="size-option"
            aria-pressed={s === value}
            onClick={() => onChange(s)}
            className="min-w-12 rounded-xl border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-800 transition hover:border-green-600 aria-pressed:border-green-700 aria-pressed:bg-green-700 aria-pressed:text-white"
          >
            {s}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** Colour swatches, titled by colorsName when present; the pressed one is the chosen colour. */
export function ColorSwatches({
  colors,
  names,
  value,
  onChange,
}: {
  colors: string[];
  names: string[];
  value: number;
  onChange: (index: number) => void;
}) {
  if (colors.length === 0) return null;
  const nameOf = (i: number) => names[i] || colors[i]!;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-gray-900">
        Colour
        {value >= 0 && value < colors.length && (
          <span className="font-normal text-gray-600">: {nameOf(value)}</span>
        )}
      </legend>
      <div className="flex flex-wrap gap-3">
        {colors.map((c, i) => (
          <button
            key={`${c}-${i}`}
            type="button"
            data-testid="color-swatch"
            title={names[i] || undefined}
            aria-label={nameOf(i)}
            aria-pressed={i === value}
            onClick={() => onChange(i)}
            style={{ backgroundColor: c }}
            className="h-9 w-9 rounded-full border border-gray-300 shadow-inner ring-offset-2 transition hover:scale-110 aria-pressed:ring-2 aria-pressed:ring-green-700"
          />
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
  const labelId = useId();
  const btn =
    'flex h-10 w-10 items-center justify-center text-gray-700 transition hover:bg-green-50 hover:text-green-800';
  return (
    <div>
      <p id={labelId} className="mb-2 text-sm font-semibold text-gray-900">
        Quantity
      </p>
      <div
        role="group"
        aria-labelledby={labelId}
        className="inline-flex items-center overflow-hidden rounded-xl border border-gray-300 bg-white"
      >
        <button
          type="button"
          data-testid="qty-decrease"
          aria-label="Decrease quantity"
          onClick={() => onChange(Math.max(1, value - 1))}
          className={btn}
        >
          <Icon name="minus" className="h-4 w-4" />
        </button>
        <span
          data-testid="qty-value"
          aria-live="polite"
          className="min-w-10 text-center text-base font-semibold text-gray-900 tabular-nums"
        >
          {value}
        </span>
        <button
          type="button"
          data-testid="qty-increase"
          aria-label="Increase quantity"
          onClick={() => onChange(value + 1)}
          className={btn}
        >
          <Icon name="plus" className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}

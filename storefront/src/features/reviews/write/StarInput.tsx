import { forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StarGlyph } from '../Stars.js';

/** What each number of stars says, shown beside the stars (`stars.words.<word>`). */
const WORDS = ['poor', 'fair', 'good', 'veryGood', 'excellent'] as const;

/**
 * The review's rating: five radio buttons in a fieldset ("1 star" to "5 stars"), drawn as
 * stars filled up to the choice (or to the one under the pointer). The radios are the native
 * ones, kept for keyboards and screen readers (arrow keys move the choice); each star's label
 * is a 44 px target. `ref` is the first radio, which a refused form focuses.
 */
const StarInput = forwardRef<
  HTMLInputElement,
  { value: number; onChange: (stars: number) => void; error?: string | null }
>(function StarInput({ value, onChange, error }, ref) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} data-testid="review-stars">
      <legend className="mb-1 text-sm font-medium text-gray-800">
        {t('form.rating')}{' '}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
        <span className="sr-only"> {t('form.required')}</span>
      </legend>
      <div className="flex flex-wrap items-center gap-x-3">
        <div className="flex" onMouseLeave={() => setHover(0)}>
          {WORDS.map((_, i) => {
            const stars = i + 1;
            return (
              <label
                key={stars}
                onMouseEnter={() => setHover(stars)}
                className="flex size-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-green-700"
              >
                <input
                  ref={stars === 1 ? ref : undefined}
                  type="radio"
                  name={`${id}-stars`}
                  value={stars}
                  checked={value === stars}
                  onChange={() => onChange(stars)}
                  className="sr-only"
                />
                <span className="sr-only">{t('stars.count', { count: stars })}</span>
                <StarGlyph
                  fill={stars <= shown ? 1 : 0}
                  className="h-8 w-8"
                  empty="text-white stroke-gray-500"
                />
              </label>
            );
          })}
        </div>
        <span aria-hidden="true" className="min-w-20 text-sm font-medium text-gray-700">
          {shown ? t(`stars.words.${WORDS[shown - 1]!}`) : ''}
        </span>
      </div>
      {error && (
        <p
          id={`${id}-error`}
          role="alert"
          data-testid="review-stars-error"
          className="mt-1 text-sm text-red-700"
        >
          {error}
        </p>
      )}
    </fieldset>
  );
});

export default StarInput;

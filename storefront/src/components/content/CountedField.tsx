import { forwardRef, useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

const BOX =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-500 focus:border-green-600 focus:ring-2 focus:ring-green-600/30 focus:outline-none sm:text-sm';

interface Props {
  label: string;
  testId: string;
  /** most characters (the input takes no more); the counter says how many are used */
  max: number;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  placeholder?: string;
  /** a text area rather than one line */
  multiline?: boolean;
  /** a line under the field on what it takes ("At least 10 characters") */
  hint?: string;
}

/**
 * A required text field of a form (a review's title, a claim's description) with a counter of
 * its characters ("12 / 120"), read with it, and its error under it (the field marked invalid).
 */
const CountedField = forwardRef<HTMLInputElement | HTMLTextAreaElement, Props>(
  function CountedField(
    { label, testId, max, value, onChange, error, placeholder, multiline, hint },
    ref,
  ) {
    const { t } = useTranslation();
    const id = useId();
    const described = [`${id}-count`, hint && `${id}-hint`, error && `${id}-error`]
      .filter(Boolean)
      .join(' ');
    const common = {
      id,
      'data-testid': testId,
      required: true,
      maxLength: max,
      value,
      placeholder,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': described,
      onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    };
    const border = error ? 'border-red-600' : 'border-gray-300';
    return (
      <div>
        <div className="mb-1.5 flex items-baseline justify-between gap-3">
          <label htmlFor={id} className="text-sm font-medium text-gray-800">
            {label}{' '}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          </label>
          <span id={`${id}-count`} className="text-xs text-gray-600 tabular-nums">
            {value.length.toLocaleString('en-IN')} / {max.toLocaleString('en-IN')}
            <span className="sr-only"> {t('field.characters')}</span>
          </span>
        </div>
        {multiline ? (
          <textarea
            ref={ref as Ref<HTMLTextAreaElement>}
            rows={6}
            className={`${BOX} ${border} min-h-32 resize-y`}
            {...common}
          />
        ) : (
          <input
            ref={ref as Ref<HTMLInputElement>}
            type="text"
            className={`${BOX} ${border} min-h-11`}
            {...common}
          />
        )}
        {hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
            {hint}
          </p>
        )}
        {error && (
          <p
            id={`${id}-error`}
            role="alert"
            data-testid={`${testId}-error`}
            className="mt-1 text-sm text-red-700"
          >
            {error}
          </p>
        )}
      </div>
    );
  },
);

export default CountedField;

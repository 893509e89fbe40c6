import { forwardRef, useId, type Ref } from 'react';

interface Option<T extends string> {
  value: T;
  label: string;
  hint: string;
}

interface Props<T extends string> {
  legend: string;
  testId: string;
  options: Option<T>[];
  /** the choice, null until one is made */
  value: T | null;
  onChange: (value: T) => void;
  error?: string | null;
}

/**
 * A required choice of the report form (what is wrong, what the shopper would like): native
 * radio buttons in a fieldset, each a card of its label and a line on what it means, the whole
 * card the target (44 px and more). `ref` is the first radio, which a refused form focuses.
 */
function ChoiceFieldOf<T extends string>(
  { legend, testId, options, value, onChange, error }: Props<T>,
  ref: Ref<HTMLInputElement>,
) {
  const id = useId();
  return (
    <fieldset data-testid={testId} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-gray-800">
        {legend}{' '}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </legend>
      <div className={`grid gap-2 ${options.length === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-3'}`}>
        {options.map((o, i) => (
          <label
            key={o.value}
            className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border bg-white px-3 py-2.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-green-700 ${o.value === value ? 'border-green-700 ring-1 ring-green-700' : error ? 'border-red-600' : 'border-gray-300'}`}
          >
            <input
              ref={i === 0 ? ref : undefined}
              type="radio"
              name={`${id}-choice`}
              value={o.value}
              checked={o.value === value}
              required
              onChange={() => onChange(o.value)}
              aria-describedby={`${id}-${o.value}-hint`}
              className="mt-0.5 size-4 shrink-0 accent-green-700"
            />
            <span className="min-w-0">
              <span className="block font-semibold text-gray-900">{o.label}</span>
              <span id={`${id}-${o.value}-hint`} className="block text-gray-600">
                {o.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
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
    </fieldset>
  );
}

/** `ChoiceFieldOf` with its ref (forwardRef loses the type parameter: it is put back). */
const ChoiceField = forwardRef(ChoiceFieldOf) as <T extends string>(
  props: Props<T> & { ref?: Ref<HTMLInputElement> },
) => ReturnType<typeof ChoiceFieldOf>;

export default ChoiceField;

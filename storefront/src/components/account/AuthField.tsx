import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  testId: string;
  /** a line under the field that stays (what is expected) */
  hint?: string;
  /** the server's or the form's refusal of this field: shown under it, the field marked */
  error?: string | null;
}

/**
 * A labelled input of the account forms; password fields get a show/hide toggle. Its hint and
 * error are read with it (`aria-describedby`), and an error marks it invalid.
 */
const AuthField = forwardRef<HTMLInputElement, Props>(function AuthField(
  { label, testId, type = 'text', hint, error, ...input },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  const isPassword = type === 'password';
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          data-testid={testId}
          type={isPassword && shown ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className={`block min-h-11 w-full rounded-lg border bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-500 focus:border-green-600 focus:ring-2 focus:ring-green-600/30 focus:outline-none sm:text-sm ${error ? 'border-red-600' : 'border-gray-300'} ${isPassword ? 'pr-16' : ''}`}
          {...input}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            aria-label={t(shown ? 'auth.hideField' : 'auth.showField', {
              label: label.toLowerCase(),
            })}
            aria-pressed={shown}
            className="absolute inset-y-0 right-0 min-w-11 rounded-r-lg px-3 text-xs font-semibold text-green-800 hover:bg-green-50"
          >
            {shown ? t('auth.hide') : t('auth.show')}
          </button>
        )}
      </div>
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
});

export default AuthField;

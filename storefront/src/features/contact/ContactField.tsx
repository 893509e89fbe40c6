import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../i18n/server-text.js';
import type { Field } from './fields.js';

const inputClass =
  'mt-1.5 block w-full rounded-lg border bg-white px-4 py-2.5 text-base text-gray-900 shadow-sm placeholder:text-gray-400 focus:border-green-600 focus:ring-2 focus:ring-green-600/30 focus:outline-none';

/**
 * A labelled input of the message form (a textarea for the message); the server's refusal of
 * its value beside it, the field marked invalid and described by it.
 */
export default function ContactField({
  field: { name, type = 'text', autoComplete, required, wide, rows },
  value,
  error,
  inputRef,
  onChange,
}: {
  field: Field;
  value: string;
  error: string | null;
  inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('messages');
  const id = `contact-${name}`;
  const label = t(`contact.fields.${name}.label`);
  const placeholder = t(`contact.fields.${name}.placeholder`);
  const input = {
    id,
    name,
    placeholder,
    value,
    required,
    ref: inputRef,
    'data-testid': id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
  };
  const border = error ? 'border-red-600' : 'border-gray-300';
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
        {!required && <span className="font-normal text-gray-500"> {t('contact.optional')}</span>}
      </label>
      {rows ? (
        <textarea rows={rows} {...input} className={`${inputClass} ${border} resize-y`} />
      ) : (
        <input
          type={type}
          autoComplete={autoComplete}
          {...input}
          className={`${inputClass} ${border}`}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {serverText(t, error)}
        </p>
      )}
    </div>
  );
}

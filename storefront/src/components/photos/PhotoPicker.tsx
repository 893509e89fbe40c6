import { forwardRef, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Icon from '../icons/Icon.js';
import { serverText } from '../../i18n/server-text.js';
import type { PhotoUploads } from './usePhotoUploads.js';

/**
 * Photos of a form (a review's, a claim's): a button that opens the file chooser (the input
 * itself is hidden, as browsers draw it too small to tap), and each photo chosen as a thumbnail
 * with its upload's progress, the server's refusal if any, and a button to remove it. `ref` is
 * the add button, which a refused form focuses; `testId` prefixes the parts' test ids.
 */
const PhotoPicker = forwardRef<
  HTMLButtonElement,
  {
    uploads: PhotoUploads;
    label: string;
    hint: string;
    /** at least one is needed (marked so) rather than optional */
    required?: boolean;
    error?: string | null;
    testId: string;
  }
>(function PhotoPicker({ uploads, label, hint, required = false, error, testId }, ref) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = uploads.photos.length >= uploads.max;
  const problem = error ?? (uploads.tooMany ? t('photos.tooMany', { max: uploads.max }) : null);
  const described = [`${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div>
      <p id={`${id}-label`} className="mb-1 text-sm font-medium text-gray-800">
        {label}{' '}
        {required ? (
          <>
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
            <span className="sr-only"> {t('field.required')}</span>
          </>
        ) : (
          <span className="font-normal text-gray-600">{t('field.optional')}</span>
        )}
      </p>
      <p id={`${id}-hint`} className="mb-2 text-xs text-gray-600">
        {hint}
      </p>
      {uploads.photos.length > 0 && (
        <ul
          aria-labelledby={`${id}-label`}
          className="mb-3 flex flex-wrap gap-3"
          data-testid={`${testId}s`}
        >
          {uploads.photos.map((p, i) => (
            <li key={p.key} className="w-24" data-testid={testId}>
              <div className="relative size-24 overflow-hidden rounded-lg border border-gray-200 bg-gray-50">
                <img
                  src={p.preview}
                  alt={t('photos.alt', { n: i + 1, name: p.name })}
                  className={`size-full object-cover ${p.url || p.error ? '' : 'opacity-60'}`}
                />
                {!p.url && !p.error && (
                  <span className="absolute inset-x-1.5 bottom-1.5 h-1.5 overflow-hidden rounded-full bg-white/80">
                    <span
                      className="block h-full rounded-full bg-green-700 transition-[width]"
                      style={{ width: `${Math.round(p.progress * 100)}%` }}
                    />
                  </span>
                )}
              </div>
              <p className="mt-1 text-xs" aria-live="polite">
                {p.error ? (
                  <span role="alert" className="text-red-700" data-testid={`${testId}-error`}>
                    {serverText(t, p.error)}
                  </span>
                ) : p.url ? (
                  <span className="text-green-800">{t('photos.uploaded')}</span>
                ) : (
                  <span className="text-gray-600">
                    {t('photos.uploading', { percent: Math.round(p.progress * 100) })}
                  </span>
                )}
              </p>
              <button
                type="button"
                onClick={() => uploads.remove(p.key)}
                className="mt-1 inline-flex min-h-11 items-center gap-1 rounded-lg px-1 text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                <Icon name="x-mark" className="h-4 w-4" />
                {t('photos.remove')}
                <span className="sr-only"> {t('photos.removeWhich', { n: i + 1 })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        multiple
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`${testId}-input`}
        className="sr-only"
        onChange={(e) => {
          if (e.target.files?.length) uploads.add(e.target.files);
          e.target.value = '';
        }}
      />
      <button
        ref={ref}
        type="button"
        disabled={full}
        aria-describedby={described}
        onClick={() => input.current?.click()}
        className={`inline-flex min-h-11 items-center gap-2 rounded-lg border border-dashed px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60 ${error ? 'border-red-600' : 'border-gray-400'}`}
      >
        <Icon name="plus" className="h-4 w-4" />
        {full ? t('photos.full', { max: uploads.max }) : t('photos.add')}
      </button>
      {problem && (
        <p
          id={`${id}-error`}
          role="alert"
          data-testid={`${testId}s-error`}
          className="mt-1 text-sm text-red-700"
        >
          {problem}
        </p>
      )}
    </div>
  );
});

export default PhotoPicker;

import type { CouponQuote } from '@arogya/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError, messageOf } from '../../api/client.js';
import { POLICY } from '../../config/policy.js';
import { serverText } from '../../i18n/server-text.js';
import { minusRupees } from '../../lib/format.js';

/**
 * Whether a refused checkout was refused for its coupon `code` (used up since the quote, say):
 * a 400 that names it. The checkout page then takes the coupon off instead of failing.
 */
export const couponRefused = (err: unknown, code: string) =>
  err instanceof ApiError && err.status === 400 && err.message.includes(code);

/** The field's own refusals, kept as said and shown in the shopper's language. */
const ENTER_CODE = 'Enter a coupon code';
const COUPON_FAILED = 'The coupon could not be applied';

/** Asks the shop what `code` takes off `subtotal` (a preview: the checkout is priced by the server). */
const quoteOf = (code: string, subtotal: number) =>
  api<CouponQuote>('POST', '/api/coupons/quote', { auth: true, body: { code, subtotal } });

/**
 * The checkout summary's "Have a coupon?" (issue 19): Apply asks for a quote on the cart's
 * subtotal and shows what it takes off; Remove takes it away; refusals are read out where the
 * field is. A cart whose subtotal changes is quoted again (or loses the coupon, saying why).
 */
export function CouponField({
  subtotal,
  applied,
  onChange,
}: {
  subtotal: number;
  applied: CouponQuote | null;
  onChange: (quote: CouponQuote | null) => void;
}) {
  const { t } = useTranslation('checkout');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const quotedFor = useRef(subtotal);

  useEffect(() => {
    if (!applied || quotedFor.current === subtotal) return;
    quotedFor.current = subtotal;
    quoteOf(applied.code, subtotal).then(onChange, (err: unknown) => {
      onChange(null);
      setError(messageOf(err, COUPON_FAILED));
    });
  }, [applied, subtotal, onChange]);

  if (!POLICY.discountCodesAtCheckout) return null;

  const apply = async (e: FormEvent) => {
    e.preventDefault();
    const typed = code.trim();
    if (!typed) return setError(ENTER_CODE);
    setBusy(true);
    setError('');
    try {
      quotedFor.current = subtotal;
      onChange(await quoteOf(typed, subtotal));
      setCode('');
    } catch (err) {
      setError(messageOf(err, COUPON_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-4 border-t pt-4" data-testid="coupon">
      {applied ? (
        <div className="flex items-center justify-between gap-3 text-sm">
          <p>
            <span className="font-semibold text-green-800" data-testid="coupon-applied">
              {applied.code}
            </span>{' '}
            <span className="text-gray-600">{serverText(t, applied.description)}</span>
          </p>
          <button
            type="button"
            data-testid="coupon-remove"
            onClick={() => {
              onChange(null);
              setError('');
            }}
            className="rounded px-2 py-1 font-medium text-green-800 underline hover:text-green-900"
          >
            {t('coupon.remove')}
          </button>
        </div>
      ) : (
        <form onSubmit={(e) => void apply(e)} noValidate aria-label={t('coupon.label')}>
          <label htmlFor="coupon-code" className="block text-sm font-medium">
            {t('coupon.have')}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="coupon-code"
              data-testid="coupon-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={32}
              placeholder={t('coupon.placeholder')}
              aria-invalid={error ? true : undefined}
              aria-describedby="coupon-error"
              className={`min-w-0 flex-1 rounded border p-2 uppercase ${error ? 'border-red-600' : ''}`}
            />
            <button
              type="submit"
              disabled={busy}
              data-testid="coupon-apply"
              className="rounded bg-gray-900 px-4 py-2 font-semibold text-white hover:bg-gray-700 disabled:opacity-60"
            >
              {t('coupon.apply')}
            </button>
          </div>
        </form>
      )}
      <p
        id="coupon-error"
        data-testid="coupon-error"
        aria-live="polite"
        className="mt-1 min-h-5 text-sm text-red-700"
      >
        {error === ENTER_CODE
          ? t('coupon.enterCode')
          : error === COUPON_FAILED
            ? t('coupon.failed')
            : serverText(t, error)}
      </p>
    </div>
  );
}

/** The summary's discount line: "Coupon WELCOME10 −₹99.90" (inside the summary's `<dl>`). */
export function CouponLine({ applied }: { applied: CouponQuote | null }) {
  const { t } = useTranslation('checkout');
  if (!applied || applied.discount <= 0) return null;
  return (
    <div className="flex justify-between text-green-800" data-testid="coupon-line">
      <dt>{t('coupon.line', { code: applied.code })}</dt>
      <dd>{minusRupees(applied.discount)}</dd>
    </div>
  );
}

import type { CouponQuote } from '@arogya/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api, ApiError, messageOf } from '../../api/client.js';
import { POLICY } from '../../config/policy.js';
import { rupees } from '../../lib/format.js';

/**
 * Whether a refused checkout was refused for its coupon `code` (used up since the quote, say):
 * a 400 that names it. The checkout page then takes the coupon off instead of failing.
 */
export const couponRefused = (err: unknown, code: string) =>
  err instanceof ApiError && err.status === 400 && err.message.includes(code);

/** "−₹99.90": a discount as the summary shows it. */
export const minusRupees = (n: number) => `−${rupees(n)}`;

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
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const quotedFor = useRef(subtotal);

  useEffect(() => {
    if (!applied || quotedFor.current === subtotal) return;
    quotedFor.current = subtotal;
    quoteOf(applied.code, subtotal).then(onChange, (err: unknown) => {
      onChange(null);
      setError(messageOf(err, 'The coupon could not be applied'));
    });
  }, [applied, subtotal, onChange]);

  if (!POLICY.discountCodesAtCheckout) return null;

  const apply = async (e: FormEvent) => {
    e.preventDefault();
    const typed = code.trim();
    if (!typed) return setError('Enter a coupon code');
    setBusy(true);
    setError('');
    try {
      quotedFor.current = subtotal;
      onChange(await quoteOf(typed, subtotal));
      setCode('');
    } catch (err) {
      setError(messageOf(err, 'The coupon could not be applied'));
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
            <span className="text-gray-600">{applied.description}</span>
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
            Remove
          </button>
        </div>
      ) : (
        <form onSubmit={(e) => void apply(e)} noValidate aria-label="Coupon">
          <label htmlFor="coupon-code" className="block text-sm font-medium">
            Have a coupon?
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
              placeholder="e.g. WELCOME10"
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
              Apply
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
        {error}
      </p>
    </div>
  );
}

/** The summary's discount line: "Coupon WELCOME10 −₹99.90" (inside the summary's `<dl>`). */
export function CouponLine({ applied }: { applied: CouponQuote | null }) {
  if (!applied || applied.discount <= 0) return null;
  return (
    <div className="flex justify-between text-green-800" data-testid="coupon-line">
      <dt>Coupon {applied.code}</dt>
      <dd>{minusRupees(applied.discount)}</dd>
    </div>
  );
}

import type { PaymentMethod } from '@arogya/contracts';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../i18n/server-text.js';
import { rupees } from '../../lib/format.js';
import type { ChargesState } from './useCharges.js';

/**
 * The payment step's choice (issue 32): pay online, or in cash on delivery where the shop
 * offers it — each with what it comes to, the online offer and the COD fee said beside them, and
 * why cash on delivery is not offered when it is not (in plain words, from the shop's decision).
 */
export function PaymentChoice({
  charges,
  method,
  onChange,
}: {
  charges: ChargesState;
  method: PaymentMethod;
  onChange: (m: PaymentMethod) => void;
}) {
  const { t } = useTranslation('checkout');
  const quote = charges.status === 'ok' ? charges.quote : null;
  const online = quote?.methods.find((m) => m.method === 'Razorpay');
  const cod = quote?.methods.find((m) => m.method === 'COD');
  const saving = online && cod ? cod.total - online.total : 0;
  const codNote = !quote
    ? t('choice.codAfterPin')
    : cod
      ? t('choice.codTotal', { total: rupees(cod.total), fee: rupees(cod.codFee) })
      : quote.cod.reasons.map((r) => serverText(t, r)).join(' ');
  const option =
    'flex cursor-pointer gap-3 rounded-lg border p-4 has-[:checked]:border-green-700 has-[:checked]:bg-green-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70';
  return (
    <fieldset data-testid="payment-choice">
      <legend className="mb-3 text-lg font-semibold">{t('choice.heading')}</legend>
      <div className="space-y-3">
        <label className={option}>
          <input
            type="radio"
            name="payment-method"
            value="Razorpay"
            checked={method === 'Razorpay'}
            onChange={() => onChange('Razorpay')}
            className="mt-1 size-5 accent-green-700"
            data-testid="pay-online"
          />
          <span>
            <span className="block font-medium">{t('choice.online')}</span>
            <span className="block text-sm text-gray-600">
              {online
                ? t('choice.onlineTotal', { total: rupees(online.total) })
                : t('choice.onlineWays')}
            </span>
            {online && online.offerDiscount > 0 && (
              <span
                className="block text-sm font-medium text-green-800"
                data-testid="prepaid-nudge"
              >
                {saving > 0
                  ? t('choice.nudge', { amount: rupees(saving) })
                  : t('choice.offer', { amount: rupees(online.offerDiscount) })}
              </span>
            )}
          </span>
        </label>
        <label className={option}>
          <input
            type="radio"
            name="payment-method"
            value="COD"
            checked={method === 'COD'}
            disabled={!cod}
            onChange={() => onChange('COD')}
            className="mt-1 size-5 accent-green-700"
            data-testid="pay-cod"
            aria-describedby="cod-note"
          />
          <span>
            <span className="block font-medium">{t('choice.cod')}</span>
            <span id="cod-note" className="block text-sm text-gray-600" data-testid="cod-note">
              {codNote}
            </span>
          </span>
        </label>
      </div>
    </fieldset>
  );
}

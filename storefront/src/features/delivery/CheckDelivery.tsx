import { BAD_PIN, PIN_RE, typedPin } from '@arogya/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import DeliveryPromiseLine from './DeliveryPromiseLine.js';
import { askPin, rememberedPin, rememberPin, type PinPromise } from './pin-promise.js';

/**
 * The product page's "Check delivery": a PIN code and the shop's promise for it, the same line
 * the checkout shows. The PIN is remembered for the checkout form.
 */
export default function CheckDelivery() {
  const { t } = useTranslation('delivery');
  const [pin, setPin] = useState(rememberedPin);
  const [promise, setPromise] = useState<PinPromise>({ status: 'idle' });

  const check = async (e: FormEvent) => {
    e.preventDefault();
    // '560 001' and '560-001' are 560001, as the checkout reads them
    const typed = typedPin(pin);
    if (!PIN_RE.test(typed)) {
      setPromise({ status: 'unknown', pin: typed, message: BAD_PIN });
      return;
    }
    setPromise({ status: 'loading', pin: typed });
    const answer = await askPin(typed);
    if (answer.status === 'ok') rememberPin(typed);
    setPromise(answer);
  };

  return (
    <form
      onSubmit={(e) => void check(e)}
      noValidate
      aria-label={t('check.label')}
      className="space-y-2 border-t border-gray-200 pt-5"
    >
      <label htmlFor="pdp-pin" className="block text-sm font-semibold text-gray-900">
        {t('check.label')}
      </label>
      <div className="flex gap-2">
        <input
          id="pdp-pin"
          data-testid="pdp-pin"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          placeholder={t('check.placeholder')}
          value={pin}
          onChange={(e) => setPin(e.target.value)}
          aria-describedby="pdp-delivery-promise"
          className="min-h-11 w-32 rounded border p-2"
        />
        <button
          type="submit"
          data-testid="pdp-pin-check"
          className="min-h-11 rounded border border-green-700 px-4 py-2 font-medium text-green-800 hover:bg-green-50"
        >
          {t('check.button')}
        </button>
      </div>
      <DeliveryPromiseLine
        promise={promise}
        id="pdp-delivery-promise"
        testId="pdp-delivery-promise"
      />
    </form>
  );
}

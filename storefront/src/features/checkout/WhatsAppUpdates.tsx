import { CONSENT_WORDING } from '@arogya/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { myPreferences, saveMyPreferences } from '../../api/notifications.js';
import { useConsentWording } from '../messages/consent-wording.js';

/**
 * The shopper's WhatsApp order updates, asked where the phone number is typed: a checkbox
 * labelled with exactly the words agreed to (recorded with the consent), never ticked for them
 * (ticked only when they chose it before). `commit(phone)` stores a change before the checkout
 * is made, so the order's confirmation already goes there; a failure is said and never stops
 * the purchase.
 */
export function useWhatsAppUpdates() {
  const { t } = useTranslation('checkout');
  const wording = useConsentWording();
  const [chosen, setChosen] = useState<{ optIn: boolean; phone: string | null } | null>(null);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let live = true;
    myPreferences()
      .then((p) => {
        if (!live) return;
        setChosen({ optIn: p.whatsappOptIn, phone: p.whatsappPhone });
        setChecked(p.whatsappOptIn);
      })
      .catch(() => undefined); // the box still works; the choice is stored on payment
    return () => {
      live = false;
    };
  }, []);

  const commit = async (phone: string) => {
    const digits = phone.replace(/\D/g, '').slice(-10);
    const same =
      chosen !== null &&
      chosen.optIn === checked &&
      (!checked || chosen.phone?.endsWith(digits) === true);
    if (same || (!checked && !chosen?.optIn)) return;
    try {
      const p = await saveMyPreferences(
        checked ? { whatsappOptIn: true, whatsappPhone: phone } : { whatsappOptIn: false },
      );
      setChosen({ optIn: p.whatsappOptIn, phone: p.whatsappPhone });
    } catch {
      toast.error(t('whatsapp.failed'));
    }
  };

  const field = (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3">
      <input
        type="checkbox"
        data-testid="checkout-whatsapp-updates"
        checked={checked}
        onChange={(e) => setChecked(e.target.checked)}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-green-700"
      />
      <span className="text-sm leading-6 text-gray-700">
        <span className="block font-medium text-gray-900">{t('whatsapp.title')}</span>
        <span className="block">{wording(CONSENT_WORDING.whatsapp)}</span>
      </span>
    </label>
  );
  return { field, commit };
}

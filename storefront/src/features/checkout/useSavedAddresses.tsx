import { ADDRESS_BOOK_MAX, type ShippingAddress } from '@arogya/contracts';
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { messageOf } from '../../api/client.js';
import { addAddress, shippingFieldsOf } from '../../api/users.js';
import { serverText } from '../../i18n/server-text.js';
import { blankAddress, sameAddress } from '../address-book/address-text.js';
import { useAddressBook } from '../address-book/useAddressBook.js';
import AddressChooser, { NEW_ADDRESS } from './AddressChooser.js';

/** Whether the shopper has typed nothing of their own yet (a PIN checked earlier aside). */
const untouched = (a: ShippingAddress) =>
  !a.firstName.trim() && !a.lastName.trim() && !a.address.trim() && !a.phone.trim();

/**
 * The checkout's address book (issue 29). Once it arrives, a form the shopper has not typed in
 * is filled from the default address; `chooser` switches between the saved addresses and a new
 * one (the PIN's state and promise follow, as for a typed PIN). `saveOption` offers to keep an
 * address the book does not have yet (ticked when the book is empty), and `commit(address)`
 * keeps it when the shopper goes on to pay: in the background, since a book that cannot take
 * it must never stop a payment (a note says so).
 */
export function useSavedAddresses(
  address: ShippingAddress,
  setAddress: Dispatch<SetStateAction<ShippingAddress>>,
) {
  const { t } = useTranslation('checkout');
  const { addresses, reload } = useAddressBook();
  const [save, setSave] = useState<boolean | null>(null);
  const prefilled = useRef(false);

  useEffect(() => {
    if (prefilled.current || !addresses) return;
    prefilled.current = true;
    const first = addresses.find((a) => a.isDefault) ?? addresses[0];
    if (first) setAddress((a) => (untouched(a) ? shippingFieldsOf(first) : a));
  }, [addresses, setAddress]);

  const chosen = addresses?.find((a) => sameAddress(a, address))?._id ?? NEW_ADDRESS;
  const choose = (id: string) => {
    const saved = addresses?.find((a) => a._id === id);
    setAddress(saved ? shippingFieldsOf(saved) : blankAddress());
  };
  // unknown while the book has not arrived (or could not): nothing is offered then
  const offered =
    addresses !== null && chosen === NEW_ADDRESS && addresses.length < ADDRESS_BOOK_MAX;
  const checked = save ?? addresses?.length === 0;

  const commit = (typed: ShippingAddress) => {
    if (!offered || !checked || addresses.some((a) => sameAddress(a, typed))) return;
    addAddress(typed).then(
      () => void reload(),
      (err: unknown) =>
        toast.error(
          t('address.notSaved', {
            reason: serverText(t, messageOf(err, t('address.noAnswer'))),
          }),
        ),
    );
  };

  const chooser =
    addresses && addresses.length > 0 ? (
      <AddressChooser addresses={addresses} chosen={chosen} onChoose={choose} />
    ) : null;
  const saveOption = offered ? (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3">
      <input
        type="checkbox"
        data-testid="checkout-save-address"
        checked={checked}
        onChange={(e) => setSave(e.target.checked)}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-green-700"
      />
      <span className="text-sm leading-6 text-gray-700">
        <span className="block font-medium text-gray-900">{t('address.save')}</span>
        <span className="block">{t('address.saveHint')}</span>
      </span>
    </label>
  ) : null;
  return { chooser, saveOption, commit };
}

import type { SavedAddress } from '@arogya/contracts';
import { useTranslation } from 'react-i18next';
import { addressLine } from '../address-book/address-text.js';

/** The chooser's value for "Use a new address". */
export const NEW_ADDRESS = 'new';

/**
 * The checkout's saved addresses (issue 29): one radio each ("Deliver to Asha Verma", where,
 * "Default"), and "Use a new address". `chosen` is the saved address the form holds now, or
 * NEW_ADDRESS once the form says something else (typed, or changed after choosing).
 */
export default function AddressChooser({
  addresses,
  chosen,
  onChoose,
}: {
  addresses: SavedAddress[];
  chosen: string;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation('checkout');
  const option = (id: string, title: string, detail: string | null, isDefault = false) => (
    <label
      key={id}
      className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 ${chosen === id ? 'border-green-700 bg-green-50' : 'border-gray-300'}`}
    >
      <input
        type="radio"
        name="saved-address"
        value={id}
        checked={chosen === id}
        onChange={() => onChoose(id)}
        data-testid={id === NEW_ADDRESS ? 'saved-address-new' : 'saved-address'}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-green-700"
      />
      <span className="min-w-0 text-sm leading-6">
        <span className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
          {title}
          {isDefault && (
            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
              {t('address.default')}
            </span>
          )}
        </span>
        {detail && <span className="block break-words text-gray-700">{detail}</span>}
      </span>
    </label>
  );
  return (
    <fieldset data-testid="address-chooser" className="mb-5 space-y-2">
      <legend className="mb-2 text-sm font-medium text-gray-800">{t('address.saved')}</legend>
      {addresses.map((a) =>
        option(
          a._id,
          t('address.deliverTo', { name: `${a.firstName} ${a.lastName}` }),
          t('address.detail', { address: addressLine(a), phone: a.phone }),
          a.isDefault,
        ),
      )}
      {option(NEW_ADDRESS, t('address.new'), null)}
    </fieldset>
  );
}

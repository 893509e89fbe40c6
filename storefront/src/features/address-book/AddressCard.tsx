import type { SavedAddress } from '@arogya/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DANGER_BUTTON, SECONDARY_BUTTON, TEXT_BUTTON } from '../../components/content/buttons.js';
import { countryName, placeLine } from './address-text.js';

/**
 * One saved address: who, where, the phone, "Default" on the default one; and what can be
 * done with it. Delete asks first, in place (the question takes the focus, Cancel gives it
 * back to Delete). `busy` disables the actions while a change of this address is on its way.
 */
export default function AddressCard({
  address,
  busy,
  onEdit,
  onMakeDefault,
  onDelete,
}: {
  address: SavedAddress;
  busy: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('account');
  const [confirming, setConfirming] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (asked.current) deleteButton.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  const name = `${address.firstName} ${address.lastName}`;
  return (
    <article
      aria-label={address.isDefault ? t('addresses.cardDefault', { name }) : name}
      data-testid="address-card"
      data-default={address.isDefault}
      className="py-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold break-words text-gray-900">{name}</h3>
        {address.isDefault && (
          <span
            data-testid="address-default"
            className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900"
          >
            {t('addresses.default')}
          </span>
        )}
      </div>
      <address className="mt-1 text-sm leading-6 break-words text-gray-700 not-italic">
        {address.address}
        <br />
        {placeLine(address)}
        <br />
        {countryName(address.country)}
        <br />
        {t('addresses.phone', { phone: address.phone })}
      </address>
      {confirming ? (
        <div className="mt-3 rounded-lg bg-red-50 p-3">
          <p ref={question} tabIndex={-1} className="text-sm font-medium text-red-900 outline-none">
            {t('addresses.deleteQuestion')}
          </p>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              data-testid="address-delete-confirm"
              onClick={onDelete}
              disabled={busy}
              aria-busy={busy}
              className={DANGER_BUTTON}
            >
              {busy ? t('addresses.deleting') : t('addresses.delete')}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              disabled={busy}
              className={SECONDARY_BUTTON}
            >
              {t('addresses.keep')}
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-2 -ml-2 flex flex-wrap gap-x-2">
          <button
            type="button"
            data-testid="address-edit"
            onClick={onEdit}
            disabled={busy}
            className={TEXT_BUTTON}
          >
            {t('addresses.edit')}
            <span className="sr-only"> {name}</span>
          </button>
          {!address.isDefault && (
            <button
              type="button"
              data-testid="address-make-default"
              onClick={onMakeDefault}
              disabled={busy}
              className={TEXT_BUTTON}
            >
              {busy ? t('addresses.saving') : t('addresses.makeDefault')}
              <span className="sr-only"> {t('addresses.forName', { name })}</span>
            </button>
          )}
          <button
            ref={deleteButton}
            type="button"
            data-testid="address-delete"
            onClick={() => setConfirming(true)}
            disabled={busy}
            className={`${TEXT_BUTTON} text-red-700! hover:bg-red-50!`}
          >
            {t('addresses.deleteShort')}
            <span className="sr-only"> {name}</span>
          </button>
        </div>
      )}
    </article>
  );
}

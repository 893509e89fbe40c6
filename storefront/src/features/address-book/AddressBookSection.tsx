import { ADDRESS_BOOK_MAX, type SavedAddress, type ShippingAddress } from '@arogya/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../api/client.js';
import { addAddress, removeAddress, shippingFieldsOf, updateAddress } from '../../api/users.js';
import { SECONDARY_BUTTON } from '../../components/content/buttons.js';
import { serverText } from '../../i18n/server-text.js';
import type { RowStatus } from '../account/AccountRow.js';
import AddressCard from './AddressCard.js';
import AddressForm from './AddressForm.js';
import { blankAddress } from './address-text.js';
import { useAddressBook } from './useAddressBook.js';

const NEW_ADDRESS = 'new';

/**
 * /profile's "Addresses" (issue 29): the address book the checkout fills its Delivery form
 * from. Each address is changed, made the default or deleted in place; a new one is added with
 * the checkout's own fields and rules. What happened is said in one live region under the list.
 */
export default function AddressBookSection() {
  const { t } = useTranslation(['account', 'common']);
  const { addresses, loading, error, reload } = useAddressBook();
  /** the open form: NEW_ADDRESS, or the id of the address being changed; one at a time */
  const [form, setForm] = useState<string | null>(null);
  /** the address a change (made default, deleted) is on its way for */
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState<RowStatus | null>(null);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opened = useRef<string | null>(null);
  // once a form closes, the button that opened it has the focus again
  useEffect(() => {
    const was = opened.current;
    opened.current = form;
    if (was === null || form !== null) return;
    const opener =
      was === NEW_ADDRESS
        ? '[data-testid="address-add"]'
        : `[data-address="${was}"] [data-testid="address-edit"]`;
    section.current?.querySelector<HTMLElement>(opener)?.focus();
  }, [form]);

  /** A change of the address `id`, then the book as the server now has it. */
  const change = async (id: string, run: () => Promise<unknown>, done: string) => {
    setBusy(id);
    setStatus(null);
    try {
      await run();
      await reload();
      setStatus({ text: done });
      // the button pressed is gone (a deleted address, a default that moved first): the
      // keyboard goes on from the section's heading
      heading.current?.focus();
    } catch (err) {
      setStatus({ text: serverText(t, messageOf(err, t('addresses.failed'))), error: true });
    } finally {
      setBusy(null);
    }
  };

  const saved = async (save: () => Promise<unknown>, done: string, close: () => void) => {
    await save(); // a refusal stays in the form, under its field
    await reload();
    close();
    setStatus({ text: done });
  };

  const edit = (a: SavedAddress) => (
    <AddressForm
      label={t('addresses.editLabel', { name: `${a.firstName} ${a.lastName}` })}
      initial={shippingFieldsOf(a)}
      saveLabel={t('addresses.save')}
      onSave={(next: ShippingAddress) =>
        saved(
          () => updateAddress(a._id, next, a.isDefault),
          t('addresses.saved'),
          () => setForm(null),
        )
      }
      onCancel={() => setForm(null)}
    />
  );

  const full = (addresses?.length ?? 0) >= ADDRESS_BOOK_MAX;
  return (
    <section ref={section} aria-labelledby="addresses-heading" data-testid="profile-addresses">
      <h2
        ref={heading}
        id="addresses-heading"
        tabIndex={-1}
        className="text-xl font-bold text-gray-900 outline-none sm:text-2xl"
      >
        {t('addresses.heading')}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t('addresses.intro')}</p>
      <div className="mt-4 max-w-2xl rounded-xl border border-gray-200 bg-white px-4 shadow-sm sm:px-6">
        {addresses ? (
          addresses.length === 0 && form !== NEW_ADDRESS ? (
            <p data-testid="addresses-empty" className="pt-6 pb-2 text-center text-gray-600">
              {t('addresses.empty')}
            </p>
          ) : (
            <ul className="divide-y divide-gray-200" aria-label={t('addresses.list')}>
              {addresses.map((a) => (
                <li key={a._id} data-address={a._id}>
                  {form === a._id ? (
                    <div className="py-4">{edit(a)}</div>
                  ) : (
                    <AddressCard
                      address={a}
                      busy={busy === a._id}
                      onEdit={() => {
                        setStatus(null);
                        setForm(a._id);
                      }}
                      onMakeDefault={() =>
                        void change(
                          a._id,
                          () => updateAddress(a._id, shippingFieldsOf(a), true),
                          t('addresses.nowDefault', { name: `${a.firstName} ${a.lastName}` }),
                        )
                      }
                      onDelete={() =>
                        void change(a._id, () => removeAddress(a._id), t('addresses.deleted'))
                      }
                    />
                  )}
                </li>
              ))}
            </ul>
          )
        ) : loading ? (
          <p role="status" className="py-8 text-center text-gray-600">
            {t('addresses.loading')}
          </p>
        ) : (
          <div className="py-8 text-center">
            <p role="alert" className="text-red-600">
              {t('common:error', { message: serverText(t, error ?? '') })}
            </p>
            <button
              type="button"
              onClick={() => void reload()}
              className={`mt-4 ${SECONDARY_BUTTON}`}
            >
              {t('tryAgain')}
            </button>
          </div>
        )}
        {addresses && (
          <div className="border-t border-gray-200 py-4 first:border-t-0">
            {form === NEW_ADDRESS ? (
              <>
                <h3 className="mb-3 font-semibold text-gray-900">{t('addresses.add')}</h3>
                <AddressForm
                  label={t('addresses.add')}
                  initial={blankAddress()}
                  saveLabel={t('addresses.save')}
                  onSave={(next) =>
                    saved(
                      () => addAddress(next),
                      t('addresses.saved'),
                      () => setForm(null),
                    )
                  }
                  onCancel={() => setForm(null)}
                />
              </>
            ) : full ? (
              <p className="text-sm text-gray-600">
                {t('addresses.full', { max: ADDRESS_BOOK_MAX })}
              </p>
            ) : (
              <button
                type="button"
                data-testid="address-add"
                onClick={() => {
                  setStatus(null);
                  setForm(NEW_ADDRESS);
                }}
                className={SECONDARY_BUTTON}
              >
                {t('addresses.add')}
              </button>
            )}
          </div>
        )}
      </div>
      <p
        role="status"
        data-testid="addresses-status"
        className={`mt-2 max-w-2xl text-sm ${status?.error ? 'text-red-700' : 'font-medium text-green-800'}`}
      >
        {status?.text}
      </p>
    </section>
  );
}

import {
  addressFieldOf,
  INDIAN_STATES,
  parseShippingAddress,
  SHIPPING_COUNTRY,
  SHIPPING_COUNTRY_VALUE,
  STATE_REQUIRED,
  typedPin,
  type ShippingAddress,
} from '@arogya/contracts';
import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../i18n/server-text.js';
import type { PinPromise } from './pin-promise.js';

type Field = keyof ShippingAddress;
/** The text fields, in order (each one's label: `fields.<key>`). */
const FIELDS: {
  key: Exclude<Field, 'state' | 'country'>;
  type?: string;
  autoComplete: string;
  /** the phone keyboard to show: digits for the PIN code and the phone number */
  inputMode?: 'numeric' | 'tel';
}[] = [
  { key: 'firstName', autoComplete: 'given-name' },
  { key: 'lastName', autoComplete: 'family-name' },
  { key: 'address', autoComplete: 'street-address' },
  { key: 'city', autoComplete: 'address-level2' },
  { key: 'postalCode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { key: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
];
/**
 * Each select's options (value, text); its label and empty choice are `fields.<key>` and
 * `fields.<key>Empty`. The states keep their names (the value stored, as India Post writes it).
 */
const SELECTS: Record<'state' | 'country', { options: [string, string][] }> = {
  state: { options: INDIAN_STATES.map((s) => [s.name, s.name]) },
  // SPEC's value (INDIA), shown by its name
  country: { options: [[SHIPPING_COUNTRY_VALUE, SHIPPING_COUNTRY]] },
};
/** The form's order: the state after the PIN code, then the country, then the phone. */
const ORDER: Field[] = [
  'firstName',
  'lastName',
  'address',
  'city',
  'postalCode',
  'state',
  'country',
  'phone',
];

/**
 * The checkout form's check (SPEC §5, in order, plus the state): as `parseShippingAddress`,
 * except that the form requires the state (the server would fill it from the PIN).
 */
export function checkAddress(address: ShippingAddress) {
  const parsed = parseShippingAddress(address);
  const field = parsed.ok ? undefined : addressFieldOf(parsed.message);
  const after = field === undefined || ORDER.indexOf(field) > ORDER.indexOf('state');
  if (address.state === '' && after) return { ok: false as const, message: STATE_REQUIRED };
  return parsed;
}

/** A field: focused with its message, it comes into sight below the sticky header, label and all. */
const inputClass = (bad: boolean) =>
  `mt-1 min-h-11 w-full scroll-mt-32 rounded border p-2 ${bad ? 'border-red-600' : ''}`;

/**
 * The checkout form's delivery fields, the Indian way (issue 19): a State / Union Territory
 * select after the PIN code and the country fixed to India. A complete PIN code fills in the
 * state, and the city when it is empty or was filled in by an earlier PIN; a PIN that does not
 * exist gets its message beside the field. The address book's form (issue 29) is the same
 * fields, its ids and test ids under another `idPrefix` (`<idPrefix>-<field>`).
 */
export default function DeliveryAddressFields({
  address,
  setAddress,
  invalid,
  promise,
  idPrefix = 'checkout',
}: {
  address: ShippingAddress;
  setAddress: Dispatch<SetStateAction<ShippingAddress>>;
  invalid: { field: Field; message: string } | null;
  promise: PinPromise;
  idPrefix?: string;
}) {
  const { t } = useTranslation('delivery');
  /** the city the last PIN filled in: replaced by the next PIN's, unlike one the shopper typed */
  const autoCity = useRef<string | null>(null);
  useEffect(() => {
    if (promise.status !== 'ok') return;
    const { city, state } = promise.view;
    setAddress((a) => {
      if (typedPin(a.postalCode) !== promise.pin) return a;
      const fillCity = a.city.trim() === '' || a.city === autoCity.current;
      if (fillCity) autoCity.current = city;
      return { ...a, state, city: fillCity ? city : a.city };
    });
  }, [promise, setAddress]);

  const pinError = promise.status === 'unknown' ? promise.message : null;
  const describedBy = (key: Field) =>
    [
      invalid?.field === key ? `${idPrefix}-${key}-error` : '',
      key === 'postalCode' && pinError ? `${idPrefix}-postalCode-lookup` : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const label = (key: Field, text: string) => (
    <label htmlFor={`${idPrefix}-${key}`} className="block text-sm font-medium">
      {text}{' '}
      <span aria-hidden="true" className="text-red-600">
        *
      </span>
    </label>
  );
  const error = (key: Field) =>
    invalid?.field === key && (
      <p id={`${idPrefix}-${key}-error`} className="mt-1 text-sm text-red-700">
        {serverText(t, invalid.message)}
      </p>
    );
  const select = (key: 'state' | 'country') => (
    <div key={key}>
      {label(key, t(`fields.${key}`))}
      <select
        id={`${idPrefix}-${key}`}
        data-testid={`${idPrefix}-${key}`}
        required
        aria-required="true"
        aria-invalid={invalid?.field === key}
        aria-describedby={describedBy(key)}
        autoComplete={key === 'state' ? 'address-level1' : 'country-name'}
        value={address[key]}
        onChange={(e) => setAddress((a) => ({ ...a, [key]: e.target.value }))}
        className={`${inputClass(invalid?.field === key)} bg-white`}
      >
        <option value="">{t(`fields.${key}Empty`)}</option>
        {SELECTS[key].options.map(([value, text]) => (
          <option key={value} value={value}>
            {value === SHIPPING_COUNTRY_VALUE ? t('country.india') : text}
          </option>
        ))}
      </select>
      {error(key)}
    </div>
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map((f) => [
        <div key={f.key} className={f.key === 'address' ? 'sm:col-span-2' : ''}>
          {label(f.key, t(`fields.${f.key}`))}
          <input
            id={`${idPrefix}-${f.key}`}
            data-testid={`${idPrefix}-${f.key}`}
            type={f.type ?? 'text'}
            inputMode={f.inputMode}
            required
            aria-required="true"
            aria-invalid={invalid?.field === f.key || (f.key === 'postalCode' && !!pinError)}
            aria-describedby={describedBy(f.key)}
            autoComplete={f.autoComplete}
            value={address[f.key]}
            onChange={(e) => setAddress((a) => ({ ...a, [f.key]: e.target.value }))}
            className={inputClass(
              invalid?.field === f.key || (f.key === 'postalCode' && !!pinError),
            )}
          />
          {error(f.key)}
          {f.key === 'postalCode' && pinError && (
            <p id={`${idPrefix}-postalCode-lookup`} className="mt-1 text-sm text-red-700">
              {serverText(t, pinError)}
            </p>
          )}
        </div>,
        f.key === 'postalCode' ? [select('state'), select('country')] : null,
      ])}
    </div>
  );
}

import { addressFieldOf, typedPin, type ShippingAddress } from '@arogya/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import SaveOrCancel from '../../components/account/SaveOrCancel.js';
import { serverText } from '../../i18n/server-text.js';
import DeliveryAddressFields, { checkAddress } from '../delivery/DeliveryAddressFields.js';
import DeliveryPromiseLine from '../delivery/DeliveryPromiseLine.js';
import { usePinPromise } from '../delivery/pin-promise.js';
import { addressProblemOf, type AddressProblem } from './address-text.js';

/** The ids and test ids of the book's fields: `address-firstName`, `address-postalCode`, … */
export const FIELD_PREFIX = 'address';

/** The fields before the PIN code, whose refusals come first. */
const BEFORE_PIN: (keyof ShippingAddress)[] = ['firstName', 'lastName', 'address', 'city'];

const focusField = (field: keyof ShippingAddress) =>
  document.getElementById(`${FIELD_PREFIX}-${field}`)?.focus();

/**
 * An address of the book, added or changed: the checkout's Delivery fields with its rules and
 * messages (each under its field, which gets the focus), and as at checkout a typed PIN shows
 * the shop's promise for it and fills in the state. A PIN that does not exist is not saved; one
 * the shop does not deliver to yet is (the promise line says so). `onSave` throws the server's
 * refusal, which is shown the same way.
 */
export default function AddressForm({
  label,
  initial,
  saveLabel,
  onSave,
  onCancel,
}: {
  /** the form's name ("Add an address", "Edit address") */
  label: string;
  initial: ShippingAddress;
  saveLabel: string;
  onSave: (address: ShippingAddress) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const [address, setAddress] = useState(initial);
  // a refusal stays under its field until the field is changed
  const [refused, setRefused] = useState<(AddressProblem & { value: string }) | null>(null);
  const invalid = refused && address[refused.field] === refused.value ? refused : null;
  const setInvalid = (problem: AddressProblem | null) =>
    setRefused(problem && { ...problem, value: address[problem.field] });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const promise = usePinPromise(address.postalCode);

  useEffect(() => void focusField('firstName'), []);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const parsed = checkAddress(address);
    const field = parsed.ok ? undefined : addressFieldOf(parsed.message);
    // a PIN that does not exist is the postal code's refusal (its message is on the field)
    const pinUnknown = promise.status === 'unknown' && promise.pin === typedPin(address.postalCode);
    if (pinUnknown && !(field && BEFORE_PIN.includes(field))) {
      setInvalid(null);
      return void focusField('postalCode');
    }
    if (!parsed.ok) {
      // the checkout's rule, by the same message: under its field, which gets the focus
      setInvalid(field ? { field, message: parsed.message } : null);
      setProblem(field ? null : parsed.message);
      if (field) focusField(field);
      return;
    }
    setInvalid(null);
    setBusy(true);
    try {
      await onSave(parsed.value);
    } catch (err) {
      const answer = addressProblemOf(err, t('addresses.notSaved'));
      setInvalid(answer.field);
      setProblem(answer.form);
      if (answer.field) focusField(answer.field.field);
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void save(e)}
      aria-label={label}
      data-testid="address-form"
      className="space-y-4"
    >
      <DeliveryAddressFields
        address={address}
        setAddress={setAddress}
        invalid={invalid}
        promise={promise}
        idPrefix={FIELD_PREFIX}
      />
      <DeliveryPromiseLine
        promise={promise}
        id="address-delivery-promise"
        testId="address-delivery-promise"
      />
      {problem && (
        <p role="alert" data-testid="address-form-error" className="text-sm text-red-700">
          {serverText(t, problem)}
        </p>
      )}
      <SaveOrCancel busy={busy} testId="address-save" label={saveLabel} onCancel={onCancel} />
    </form>
  );
}

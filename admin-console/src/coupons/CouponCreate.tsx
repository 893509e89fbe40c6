import { COUPON_CODE_RE } from '@arogya/contracts';
import {
  BooleanInput,
  Create,
  DateTimeInput,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
  useNotify,
  useRedirect,
  type Identifier,
} from 'react-admin';
import { errorMessage } from '../common/errorMessage';

const KINDS = [
  { id: 'percent', name: 'Percent off' },
  { id: 'fixed', name: 'Rupees off' },
];

type Values = Record<string, unknown> & { kind?: string; validFrom?: string; validTo?: string };

/** The form's checks (the server checks the same, and says so in a 400). */
function validate(v: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  const code = String(v.code ?? '')
    .trim()
    .toUpperCase();
  if (!COUPON_CODE_RE.test(code)) errors.code = 'Use 3 to 32 letters, digits or dashes';
  const value = Number(v.value);
  if (v.kind === 'percent' && !(Number.isInteger(value) && value >= 1 && value <= 100))
    errors.value = 'A whole per cent from 1 to 100';
  if (v.kind === 'fixed' && !(value > 0 && Math.round(value * 100) === value * 100))
    errors.value = 'Rupees above 0, at most 2 decimals';
  if (v.validFrom && v.validTo && new Date(v.validTo) <= new Date(v.validFrom))
    errors.validTo = 'Must be after Valid from';
  for (const limit of ['maxUses', 'maxUsesPerCustomer'])
    if (
      v[limit] !== null &&
      v[limit] !== undefined &&
      v[limit] !== '' &&
      !(Number.isInteger(v[limit]) && Number(v[limit]) >= 1)
    )
      errors[limit] = 'A whole number of at least 1, or empty for no limit';
  if (v.minOrder !== null && v.minOrder !== undefined && !(Number(v.minOrder) >= 0))
    errors.minOrder = 'Rupees, 0 or more';
  return errors;
}

/** Empty inputs are left out, so the server's defaults apply; the code goes in upper case. */
const transform = (v: Values) => {
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) if (x !== '' && x !== null && x !== undefined) out[k] = x;
  out.code = String(v.code ?? '')
    .trim()
    .toUpperCase();
  if (v.maxUsesPerCustomer === null || v.maxUsesPerCustomer === '') out.maxUsesPerCustomer = null;
  return out;
};

/**
 * A new coupon (issue 19). Its terms cannot change once made (shoppers may have used it):
 * only whether it is active, until when, and how many uses in all.
 */
export function CouponCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="New coupon"
      transform={transform}
      mutationOptions={{
        onSuccess: (c: { id: Identifier }) => {
          notify(`Coupon ${String(c.id)} created`);
          redirect('list', 'coupons');
        },
        onError: (e: unknown) => notify(errorMessage(e), { type: 'error' }),
      }}
    >
      <SimpleForm
        validate={validate}
        defaultValues={{
          kind: 'percent',
          maxUsesPerCustomer: 1,
          active: true,
          firstOrderOnly: false,
        }}
      >
        <TextInput source="code" label="Code" validate={required()} helperText="e.g. DIWALI-100" />
        <SelectInput source="kind" label="Kind" choices={KINDS} validate={required()} />
        <NumberInput source="value" label="Value (per cent, or rupees)" validate={required()} />
        <NumberInput source="minOrder" label="Minimum order (₹)" />
        <DateTimeInput source="validFrom" label="Valid from" />
        <DateTimeInput source="validTo" label="Valid until" />
        <NumberInput source="maxUses" label="Uses in all (empty: no limit)" />
        <NumberInput source="maxUsesPerCustomer" label="Uses per customer (empty: no limit)" />
        <BooleanInput source="firstOrderOnly" label="First order only" />
        <BooleanInput source="active" label="Active" />
      </SimpleForm>
    </Create>
  );
}

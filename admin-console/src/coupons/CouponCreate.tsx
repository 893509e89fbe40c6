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
import { k, useT } from '../i18n';

const KINDS = [
  { id: 'percent', name: k('coupons.percentOff') },
  { id: 'fixed', name: k('coupons.rupeesOff') },
];

type Values = Record<string, unknown> & { kind?: string; validFrom?: string; validTo?: string };

/**
 * The form's checks (the server checks the same, and says so in a 400); each message a key
 * react-admin translates.
 */
function validate(v: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  const code = String(v.code ?? '')
    .trim()
    .toUpperCase();
  if (!COUPON_CODE_RE.test(code)) errors.code = k('coupons.validation.code');
  const value = Number(v.value);
  if (v.kind === 'percent' && !(Number.isInteger(value) && value >= 1 && value <= 100))
    errors.value = k('coupons.validation.percent');
  if (v.kind === 'fixed' && !(value > 0 && Math.round(value * 100) === value * 100))
    errors.value = k('coupons.validation.rupees');
  if (v.validFrom && v.validTo && new Date(v.validTo) <= new Date(v.validFrom))
    errors.validTo = k('coupons.validation.validTo');
  for (const limit of ['maxUses', 'maxUsesPerCustomer'])
    if (
      v[limit] !== null &&
      v[limit] !== undefined &&
      v[limit] !== '' &&
      !(Number.isInteger(v[limit]) && Number(v[limit]) >= 1)
    )
      errors[limit] = k('coupons.validation.limit');
  if (v.minOrder !== null && v.minOrder !== undefined && !(Number(v.minOrder) >= 0))
    errors.minOrder = k('coupons.validation.minOrder');
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
  const t = useT();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title={k('coupons.newCoupon')}
      transform={transform}
      mutationOptions={{
        onSuccess: (c: { id: Identifier }) => {
          notify(t('coupons.created', { code: String(c.id) }));
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
        <TextInput source="code" validate={required()} helperText={k('coupons.codeHelp')} />
        <SelectInput source="kind" choices={KINDS} validate={required()} />
        <NumberInput source="value" validate={required()} />
        <NumberInput source="minOrder" />
        <DateTimeInput source="validFrom" />
        <DateTimeInput source="validTo" label={k('resources.coupons.fields.validUntil')} />
        <NumberInput source="maxUses" />
        <NumberInput source="maxUsesPerCustomer" />
        <BooleanInput
          source="firstOrderOnly"
          label={k('resources.coupons.fields.firstOrderOnlyInput')}
        />
        <BooleanInput source="active" label={k('resources.coupons.fields.activeInput')} />
      </SimpleForm>
    </Create>
  );
}

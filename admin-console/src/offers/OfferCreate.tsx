import { OFFER_MAX_UNITS } from '@arogya/contracts';
import {
  AutocompleteInput,
  BooleanInput,
  Create,
  DateTimeInput,
  NumberInput,
  ReferenceInput,
  SimpleForm,
  useNotify,
  useRedirect,
} from 'react-admin';
import { errorMessage } from '../common/errorMessage';
import { k, useT } from '../i18n';
import { termsOf, type OfferRow } from './offer-format';

type Values = Record<string, unknown> & { startsAt?: string; endsAt?: string };

const wholeUnits = (v: unknown) =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= OFFER_MAX_UNITS;

/** The form's checks (the server checks the same, and says so in a 400). */
function validate(v: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.productId) errors.productId = k('offers.validation.product');
  for (const name of ['buy', 'get'])
    if (!wholeUnits(v[name])) errors[name] = k('offers.validation.units');
  if (v.startsAt && v.endsAt && new Date(v.endsAt) <= new Date(v.startsAt))
    errors.endsAt = k('offers.validation.endsAt');
  return errors;
}

/** Empty dates are left out (open on that side). */
const transform = (v: Values) => {
  const out: Record<string, unknown> = {};
  for (const [key, x] of Object.entries(v))
    if (x !== '' && x !== null && x !== undefined) out[key] = x;
  return out;
};

/**
 * A new buy-x-get-y offer (issue 32): a product, how many to buy and how many come free, and
 * when it runs. All the product's sizes and colours count together; the cheapest units are
 * the free ones.
 */
export function OfferCreate() {
  const t = useT();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title={k('offers.newOffer')}
      transform={transform}
      mutationOptions={{
        onSuccess: (o: OfferRow) => {
          notify(t('offers.created', { name: `${termsOf(t, o)}: ${o.productName}` }));
          redirect('list', 'offers');
        },
        onError: (e: unknown) => notify(errorMessage(e), { type: 'error' }),
      }}
    >
      <SimpleForm validate={validate} defaultValues={{ buy: 2, get: 1, active: true }}>
        <ReferenceInput source="productId" reference="products">
          <AutocompleteInput
            optionText="name"
            isRequired
            helperText={k('offers.productHelp')}
            filterToQuery={(q: string) => ({ q })}
          />
        </ReferenceInput>
        <NumberInput source="buy" isRequired />
        <NumberInput source="get" isRequired />
        <DateTimeInput source="startsAt" />
        <DateTimeInput source="endsAt" />
        <BooleanInput source="active" label={k('resources.offers.fields.activeInput')} />
      </SimpleForm>
    </Create>
  );
}

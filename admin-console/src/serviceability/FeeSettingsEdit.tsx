import { COD_RULE_FIELDS } from '@arogya/contracts';
import { Alert } from '@mui/material';
import {
  BooleanInput,
  Edit,
  maxValue,
  minValue,
  NumberInput,
  number,
  required,
  SimpleForm,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { SaveOnly } from '../common/SaveOnly';
import { k, useT } from '../i18n';

/** A fee or offer: whole rupees and paise, ₹0 to ₹10,000 (the server's `FEE_MAX_PAISE`). */
const FEE = [required(), number(), minValue(0), maxValue(10_000)];
/** A threshold: up to ₹10 lakh (`THRESHOLD_MAX_PAISE`). */
const THRESHOLD = [number(), minValue(0), maxValue(1_000_000)];
/** A whole number from `least` to `most` (the server's ranges for the COD rules). */
const whole = (least: number, most: number) => [
  required(),
  number(),
  minValue(least),
  maxValue(most),
  (v: unknown) =>
    typeof v === 'number' && !Number.isInteger(v) ? k('fees.wholeNumber') : undefined,
];

/** The decision's rules: each field, and the whole numbers the server takes. */
const COD_RULES = Object.entries(COD_RULE_FIELDS) as [
  keyof typeof COD_RULE_FIELDS,
  readonly [number, number],
][];

/**
 * The shop's fees and offers (issue 32), one record (`fee-settings/shop`): the free-shipping
 * threshold (empty: nothing ships free), shipping where no zone applies, the cash-on-delivery
 * fee and the online-payment offer, under the rule by which a checkout combines them; and the
 * rules of the cash-on-delivery decision. The server checks every figure again; its refusal
 * is shown in its words.
 */
export function FeeSettingsEdit() {
  const t = useT();
  return (
    <Edit
      resource="fee-settings"
      id="shop"
      title={k('fees.title')}
      mutationMode="pessimistic"
      redirect={false}
    >
      <Alert severity="info" sx={{ m: 2, mb: 0 }} data-testid="fees-rules">
        {t('fees.rules')} <Link to="/delivery-zones">{t('fees.zonesLink')}</Link>
      </Alert>
      <SimpleForm toolbar={<SaveOnly label="fees.save" />}>
        <NumberInput
          source="freeShippingOver"
          helperText={k('fees.freeShippingOverHelp')}
          validate={THRESHOLD}
        />
        <NumberInput
          source="defaultShippingFee"
          helperText={k('fees.defaultShippingFeeHelp')}
          validate={FEE}
        />
        <NumberInput source="codFee" helperText={k('fees.codFeeHelp')} validate={FEE} />
        <NumberInput
          source="prepaidDiscount"
          helperText={k('fees.prepaidDiscountHelp')}
          validate={FEE}
        />
        <NumberInput
          source="prepaidMinOrder"
          helperText={k('fees.prepaidMinOrderHelp')}
          validate={[required(), ...THRESHOLD]}
        />
        <BooleanInput source="codEnabled" helperText={k('fees.codEnabledHelp')} />
        <NumberInput
          source="codMaxOrder"
          helperText={k('fees.codMaxOrderHelp')}
          validate={[required(), ...THRESHOLD]}
        />
        {/* issue 32: who may pay in cash, decided per checkout */}
        <Alert severity="info" sx={{ mt: 1, mb: 2 }} data-testid="cod-rules">
          {t('fees.codRules')}
        </Alert>
        {COD_RULES.map(([source, [least, most]]) => (
          <NumberInput
            key={source}
            source={source}
            helperText={k(`fees.${source}Help`)}
            step={1}
            validate={whole(least, most)}
          />
        ))}
      </SimpleForm>
    </Edit>
  );
}

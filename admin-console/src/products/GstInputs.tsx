import { GST_CATEGORY_DEFAULTS, GST_RATES, HSN_RE } from '@arogya/contracts';
import { SelectInput, TextInput } from 'react-admin';
import { k, useT } from '../i18n';

/** The rates GST has, as choices: "18 %". */
const RATE_CHOICES = GST_RATES.map((rate) => ({ id: rate, name: `${rate} %` }));

const DEFAULTS_TEXT = Object.entries(GST_CATEGORY_DEFAULTS)
  .map(([category, d]) => `${category} ${d.hsn}/${d.gstRate} %`)
  .join(', ');

const hsnError = (value: unknown) =>
  value === undefined || value === null || value === '' || HSN_RE.test(String(value).trim())
    ? undefined
    : k('products.gst.hsnError');

/**
 * HSN code and GST rate, printed on the product's GST invoices. On a new product both may be
 * left blank: the category's default applies (the server's table, shown as help).
 */
export function GstInputs({ optional }: { optional: boolean }) {
  const t = useT();
  const help = optional
    ? t('products.gst.categoryDefault', { defaults: DEFAULTS_TEXT })
    : undefined;
  return (
    <>
      <TextInput
        source="hsn"
        validate={
          optional
            ? hsnError
            : [hsnError, (v: unknown) => (v ? undefined : 'ra.validation.required')]
        }
        helperText={help}
        slotProps={{ htmlInput: { 'data-testid': 'hsn-input', inputMode: 'numeric' } }}
      />
      <SelectInput
        source="gstRate"
        choices={RATE_CHOICES}
        emptyText={optional ? k('products.gst.categoryDefaultChoice') : undefined}
        validate={
          optional
            ? undefined
            : (v: unknown) =>
                v === undefined || v === null || v === '' ? 'ra.validation.required' : undefined
        }
        data-testid="gst-rate-select"
      />
    </>
  );
}

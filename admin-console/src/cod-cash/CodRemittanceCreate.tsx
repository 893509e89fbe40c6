import {
  Create,
  DateInput,
  maxLength,
  minValue,
  NumberInput,
  number,
  required,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { k } from '../i18n';

/**
 * A courier's remittance of cash collected on delivery (issue 32): the day of the deliveries it
 * covers, the amount and the bank's reference (once each). The server reconciles that day at
 * once; back to the reconciliation after.
 */
export function CodRemittanceCreate() {
  return (
    <Create title={k('codCash.recordTitle')} redirect={() => 'cod-reconciliation'}>
      <SimpleForm>
        <DateInput source="day" validate={required()} helperText={k('codCash.dayHelp')} />
        <NumberInput source="amount" validate={[required(), number(), minValue(0.01)]} />
        <TextInput
          source="reference"
          validate={[required(), maxLength(60)]}
          helperText={k('codCash.referenceHelp')}
        />
      </SimpleForm>
    </Create>
  );
}

import {
  BooleanInput,
  Edit,
  FunctionField,
  Labeled,
  maxValue,
  minValue,
  NumberInput,
  number,
  required,
  SimpleForm,
  TextField,
} from 'react-admin';
import { SaveOnly } from '../common/SaveOnly';
import { coverOf } from './zone-coverage';
import { ZoneExplainer } from './ZoneExplainer';
import { k, useT } from '../i18n';

const DAYS = [required(), number(), minValue(0), maxValue(30)];

/**
 * A zone's processing and transit business days (whole numbers 0–30), its shipping fee (issue
 * 32, rupees), whether it applies and whether it takes cash on delivery, under what a zone means for the promise and which PINs
 * this one covers.
 */
export function DeliveryZoneEdit() {
  const t = useT();
  return (
    <Edit title={k('zones.editTitle')} mutationMode="pessimistic" redirect="list">
      <ZoneExplainer />
      {/* the five zones are fixed (the server deletes none): one is turned off instead */}
      <SimpleForm toolbar={<SaveOnly label="zones.save" />}>
        <Labeled label={k('resources.delivery-zones.fields.name')}>
          <TextField source="name" />
        </Labeled>
        <Labeled label={k('resources.delivery-zones.fields.covers')}>
          <FunctionField render={(z: { id: string }) => coverOf(t, z.id)} />
        </Labeled>
        <NumberInput
          source="processingDays"
          helperText={k('zones.processingHelp')}
          step={1}
          validate={DAYS}
        />
        <NumberInput
          source="transitDays"
          helperText={k('zones.transitHelp')}
          step={1}
          validate={DAYS}
        />
        <NumberInput
          source="shippingFee"
          helperText={k('zones.feeHelp')}
          validate={[required(), number(), minValue(0), maxValue(10_000)]}
        />
        <BooleanInput source="enabled" helperText={k('zones.enabledHelp')} />
        <BooleanInput source="cod" helperText={k('zones.codHelp')} />
      </SimpleForm>
    </Edit>
  );
}

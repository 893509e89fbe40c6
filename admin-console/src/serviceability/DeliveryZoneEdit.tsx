import {
  BooleanInput,
  Edit,
  maxValue,
  minValue,
  NumberInput,
  number,
  required,
  SimpleForm,
  TextField,
  Labeled,
} from 'react-admin';

const DAYS = [required(), number(), minValue(0), maxValue(30)];

/** A zone's processing and transit business days (whole numbers 0–30) and whether it applies. */
export function DeliveryZoneEdit() {
  return (
    <Edit title="Edit delivery zone" mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <Labeled label="Zone">
          <TextField source="name" />
        </Labeled>
        <NumberInput source="processingDays" label="Processing days" step={1} validate={DAYS} />
        <NumberInput source="transitDays" label="Transit days" step={1} validate={DAYS} />
        <BooleanInput source="enabled" label="Enabled" />
      </SimpleForm>
    </Edit>
  );
}

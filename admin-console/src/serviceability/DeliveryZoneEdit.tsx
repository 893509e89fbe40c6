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
  SaveButton,
  SimpleForm,
  TextField,
  Toolbar,
} from 'react-admin';
import { coverOf } from './zone-coverage';
import { ZoneExplainer } from './ZoneExplainer';

const DAYS = [required(), number(), minValue(0), maxValue(30)];

/**
 * Save only: the five zones are fixed (the server has no way to delete one), so react-admin's
 * default Delete, a bare bin icon on a phone, would only ever fail. A zone is turned off
 * instead.
 */
const SaveOnly = () => (
  // sticky, not fixed, on a phone: fixed, it covered the Enabled switch at the form's end
  <Toolbar sx={{ '&.RaToolbar-mobileToolbar': { position: 'sticky' } }}>
    <SaveButton label="Save zone" sx={{ minHeight: 44 }} />
  </Toolbar>
);

/**
 * A zone's processing and transit business days (whole numbers 0–30) and whether it applies,
 * under what a zone means for the promise and which PINs this one covers.
 */
export function DeliveryZoneEdit() {
  return (
    <Edit title="Edit delivery zone" mutationMode="pessimistic" redirect="list">
      <ZoneExplainer />
      <SimpleForm toolbar={<SaveOnly />}>
        <Labeled label="Zone">
          <TextField source="name" />
        </Labeled>
        <Labeled label="Covers">
          <FunctionField render={(z: { id: string }) => coverOf(z.id)} />
        </Labeled>
        <NumberInput
          source="processingDays"
          label="Processing days"
          helperText="Business days to pack the order and hand it to the courier"
          step={1}
          validate={DAYS}
        />
        <NumberInput
          source="transitDays"
          label="Transit days"
          helperText="Business days the courier takes to this zone"
          step={1}
          validate={DAYS}
        />
        <BooleanInput
          source="enabled"
          label="Enabled"
          helperText="Off: its PINs get the date of the next zone that covers them"
        />
      </SimpleForm>
    </Edit>
  );
}

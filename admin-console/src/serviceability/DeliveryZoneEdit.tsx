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
import { k, useT } from '../i18n';

const DAYS = [required(), number(), minValue(0), maxValue(30)];

/**
 * Save only: the five zones are fixed (the server has no way to delete one), so react-admin's
 * default Delete, a bare bin icon on a phone, would only ever fail. A zone is turned off
 * instead.
 */
const SaveOnly = () => (
  // sticky, not fixed, on a phone: fixed, it covered the Enabled switch at the form's end
  <Toolbar sx={{ '&.RaToolbar-mobileToolbar': { position: 'sticky' } }}>
    <SaveButton label={k('zones.save')} sx={{ minHeight: 44 }} />
  </Toolbar>
);

/**
 * A zone's processing and transit business days (whole numbers 0–30) and whether it applies,
 * under what a zone means for the promise and which PINs this one covers.
 */
export function DeliveryZoneEdit() {
  const t = useT();
  return (
    <Edit title={k('zones.editTitle')} mutationMode="pessimistic" redirect="list">
      <ZoneExplainer />
      <SimpleForm toolbar={<SaveOnly />}>
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
        <BooleanInput source="enabled" helperText={k('zones.enabledHelp')} />
      </SimpleForm>
    </Edit>
  );
}

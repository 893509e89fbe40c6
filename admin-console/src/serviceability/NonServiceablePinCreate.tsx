import { parsePin } from '@arogya/contracts';
import { Create, maxLength, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { k } from '../i18n';

/**
 * A PIN code as people type it ('560 001' too, which the server takes as its 6 digits), with
 * the message the server would give.
 */
const pinCode = (value: string) => {
  const pin = parsePin(value ?? '');
  return pin.ok ? undefined : pin.message;
};

export const SCOPES = [
  { id: 'delivery', name: k('pins.scope.delivery') },
  { id: 'cod', name: k('pins.scope.cod') },
];

/**
 * Stops deliveries to a PIN code, or cash on delivery only (the server checks that India Post
 * knows it).
 */
export function NonServiceablePinCreate() {
  return (
    <Create title={k('pins.addTitle')} redirect="list">
      <SimpleForm>
        <TextInput
          source="pin"
          label={k('resources.non-serviceable-pins.fields.pinCode')}
          validate={[required(), pinCode]}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        />
        <TextInput source="reason" validate={[required(), maxLength(200)]} fullWidth />
        {/* issue 32: a PIN may be stopped for cash on delivery only */}
        <SelectInput
          source="scope"
          choices={SCOPES}
          defaultValue="delivery"
          validate={required()}
          helperText={k('pins.scopeHelp')}
        />
      </SimpleForm>
    </Create>
  );
}

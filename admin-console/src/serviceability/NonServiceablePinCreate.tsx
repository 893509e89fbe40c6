import { Create, maxLength, regex, required, SimpleForm, TextInput } from 'react-admin';

/** Stops deliveries to a PIN code (the server checks that India Post knows it). */
export function NonServiceablePinCreate() {
  return (
    <Create title="Add a non-serviceable PIN" redirect="list">
      <SimpleForm>
        <TextInput
          source="pin"
          label="PIN code"
          validate={[required(), regex(/^[1-9]\d{5}$/, 'A PIN code is 6 digits')]}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <TextInput
          source="reason"
          label="Reason"
          validate={[required(), maxLength(200)]}
          fullWidth
        />
      </SimpleForm>
    </Create>
  );
}

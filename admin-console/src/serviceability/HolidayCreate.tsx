import { Create, DateInput, maxLength, required, SimpleForm, TextInput } from 'react-admin';

/** A holiday: a day the delivery promise skips, like a Sunday. */
export function HolidayCreate() {
  return (
    <Create title="Add a holiday" redirect="list">
      <SimpleForm>
        <DateInput source="date" label="Date" validate={required()} />
        <TextInput source="name" label="Name" validate={[required(), maxLength(80)]} />
      </SimpleForm>
    </Create>
  );
}

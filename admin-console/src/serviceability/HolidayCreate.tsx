import { Create, DateInput, maxLength, required, SimpleForm, TextInput } from 'react-admin';
import { k } from '../i18n';

/** A holiday: a day the delivery promise skips, like a Sunday. */
export function HolidayCreate() {
  return (
    <Create title={k('holidays.addTitle')} redirect="list">
      <SimpleForm>
        <DateInput source="date" validate={required()} />
        <TextInput source="name" validate={[required(), maxLength(80)]} />
      </SimpleForm>
    </Create>
  );
}

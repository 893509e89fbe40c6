import { BulkDeleteButton } from 'react-admin';
import { LabelledDeleteButton } from './LabelledDeleteButton';

/**
 * The delete buttons of a table whose rows are deleted only after `question` is confirmed and
 * the server has agreed (pessimistic): `row` for a row's Actions column (labelled at every
 * width, a phone's too), `bulk` for the selected rows.
 */
export function confirmedDelete(title: string, question: string) {
  return {
    row: <LabelledDeleteButton title={title} question={question} redirect={false} />,
    bulk: <BulkDeleteButton mutationMode="pessimistic" confirmContent={question} />,
  };
}

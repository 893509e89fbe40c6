import { BulkDeleteButton, DeleteButton } from 'react-admin';

/**
 * The delete buttons of a table whose rows are deleted only after `question` is confirmed and
 * the server has agreed (pessimistic): `row` for a row's Actions column, `bulk` for the
 * selected rows.
 */
export function confirmedDelete(title: string, question: string) {
  return {
    row: <DeleteButton mutationMode="pessimistic" confirmTitle={title} confirmContent={question} />,
    bulk: <BulkDeleteButton mutationMode="pessimistic" confirmContent={question} />,
  };
}

import { Checkbox } from '@mui/material';
import { useListContext, useRecordContext, type RaRecord } from 'react-admin';

/**
 * A phone row's checkbox that selects its record for a bulk action (the table has its own),
 * 44 px square for a thumb; `label` names it for screen readers ("Select order #a1b2c3").
 */
export function SelectRowBox<R extends RaRecord>({
  label,
  testId,
}: {
  label: (record: R) => string;
  testId: string;
}) {
  const record = useRecordContext<R>();
  const { selectedIds, onToggleItem } = useListContext();
  if (!record) return null;
  return (
    <Checkbox
      checked={selectedIds.includes(record.id)}
      onChange={() => onToggleItem(record.id)}
      slotProps={{ input: { 'aria-label': label(record) } }}
      sx={{ p: 1.25 }}
      data-testid={testId}
    />
  );
}

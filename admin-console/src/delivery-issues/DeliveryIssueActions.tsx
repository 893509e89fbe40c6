import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { DeliveryIssueRow } from './issue-format';
import { ReattemptButton } from './ReattemptButton';
import { ReturnButton } from './ReturnButton';

/** What staff can do with a failed delivery: only an open one (decided ones are the courier's). */
export function DeliveryIssueActions() {
  const issue = useRecordContext<DeliveryIssueRow>();
  if (!issue || issue.state !== 'open') return null;
  return (
    <Stack spacing={0.5}>
      <ReattemptButton />
      <ReturnButton />
    </Stack>
  );
}

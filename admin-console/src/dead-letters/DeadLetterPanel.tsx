import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import { formatTime, type DeadLetterRecord } from './types';

/** The payload as it was published: JSON indented, anything else as its text. */
const pretty = (payload: unknown) =>
  typeof payload === 'string' ? payload : JSON.stringify(payload, null, 2);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A row's expand panel: the whole error, the event's id and times, and the payload. */
export function DeadLetterPanel() {
  const letter = useRecordContext<DeadLetterRecord>();
  if (!letter) return null;
  return (
    <Box sx={{ py: 1, minWidth: 0 }} data-testid="dead-letter-panel">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 1, md: 4 }} sx={{ mb: 1 }}>
        <Fact label="Event id (original message id)">{letter.eventId ?? 'none'}</Fact>
        <Fact label="Published">{formatTime(letter.publishedAt)}</Fact>
        {letter.replayOf && <Fact label="Failed again after replaying">#{letter.replayOf}</Fact>}
      </Stack>
      <Fact label="Error">{letter.error}</Fact>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        Payload
      </Typography>
      <Box
        component="pre"
        data-testid="dead-letter-payload"
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 12,
          maxHeight: 360,
          overflow: 'auto',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {pretty(letter.payload)}
      </Box>
    </Box>
  );
}

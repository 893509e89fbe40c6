import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import { formatTime, type DeadLetterRecord } from './types';
import { useT } from '../i18n';

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
  const t = useT();
  const letter = useRecordContext<DeadLetterRecord>();
  if (!letter) return null;
  return (
    <Box sx={{ py: 1, minWidth: 0 }} data-testid="dead-letter-panel">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 1, md: 4 }} sx={{ mb: 1 }}>
        <Fact label={t('deadLetters.eventId')}>{letter.eventId ?? t('deadLetters.noEventId')}</Fact>
        <Fact label={t('deadLetters.published')}>{formatTime(letter.publishedAt)}</Fact>
        {letter.replayOf && <Fact label={t('deadLetters.failedAgain')}>#{letter.replayOf}</Fact>}
      </Stack>
      <Fact label={t('deadLetters.error')}>{letter.error}</Fact>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('deadLetters.payload')}
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

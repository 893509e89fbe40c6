import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Collapse,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { RecordContextProvider, useListContext, useRecordContext } from 'react-admin';
import { DeadLetterPanel } from './DeadLetterPanel';
import { DiscardButton } from './DiscardButton';
import { NoDeadLetters } from './NoDeadLetters';
import { ReplayButton } from './ReplayButton';
import { Time } from './Time';
import type { DeadLetterRecord } from './types';
import { useT } from '../i18n';

function DeadLetterCard() {
  const t = useT();
  const letter = useRecordContext<DeadLetterRecord>();
  const [open, setOpen] = useState(false);
  if (!letter) return null;
  return (
    <Card variant="outlined" data-testid="dead-letter-card">
      <CardContent sx={{ pb: 0 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="subtitle2">
            #{letter.id} · {t('deadLetters.deliveries', { smart_count: letter.deliveries })}
          </Typography>
          <Time iso={letter.lastFailedAt} />
        </Stack>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {letter.subject}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {letter.consumer} · {t('deadLetters.firstFailed')}{' '}
          <Time iso={letter.firstFailedAt} variant="caption" />
        </Typography>
        <Typography variant="body2" color="error" sx={{ mt: 1, wordBreak: 'break-word' }}>
          {letter.error}
        </Typography>
        <Collapse in={open} unmountOnExit>
          <DeadLetterPanel />
        </Collapse>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <ReplayButton />
        <DiscardButton />
        <Box sx={{ flex: 1 }} />
        <Button size="small" onClick={() => setOpen(!open)}>
          {open ? t('deadLetters.hidePayload') : t('deadLetters.payload')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** The dead letters on a small screen: one card each, the payload a tap away. */
export function DeadLetterCards() {
  const { data, isPending } = useListContext<DeadLetterRecord>();
  if (isPending) return null;
  if (!data?.length) return <NoDeadLetters />;
  return (
    <Stack spacing={1.5} sx={{ p: 1 }}>
      {data.map((letter) => (
        <RecordContextProvider key={letter.id} value={letter}>
          <DeadLetterCard />
        </RecordContextProvider>
      ))}
    </Stack>
  );
}

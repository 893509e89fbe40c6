import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext } from 'react-admin';
import { useAdminAction } from '../common/useAdminAction';
import type { DeadLetterRecord } from './types';
import { useT } from '../i18n';

/** 'Replay' with a confirmation: the event goes back to its subject with its own id. */
export function ReplayButton() {
  const t = useT();
  const letter = useRecordContext<DeadLetterRecord>();
  const [open, setOpen] = useState(false);
  const { run, pending } = useAdminAction();
  if (!letter) return null;
  const replay = async () => {
    await run(
      (dp) => dp.replayDeadLetter(letter.id),
      t('deadLetters.replay.done', { id: letter.id }),
    );
    setOpen(false);
  };
  return (
    // clicks inside (the dialog's too: React bubbles them out of its portal) do not expand the row
    <Box component="span" onClick={(e) => e.stopPropagation()}>
      <Button
        size="small"
        variant="contained"
        startIcon={<ReplayIcon />}
        disabled={pending}
        onClick={() => setOpen(true)}
        data-testid="dead-letter-replay"
      >
        {t('deadLetters.replay.button')}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={t('deadLetters.replay.title', { id: letter.id })}
        content={t('deadLetters.replay.body', {
          subject: letter.subject,
          consumer: letter.consumer,
        })}
        confirm={t('deadLetters.replay.button')}
        onConfirm={replay}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
}

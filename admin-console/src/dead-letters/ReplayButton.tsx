import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext } from 'react-admin';
import { useAdminAction } from '../common/useAdminAction';
import type { DeadLetterRecord } from './types';

/** 'Replay' with a confirmation: the event goes back to its subject with its own id. */
export function ReplayButton() {
  const letter = useRecordContext<DeadLetterRecord>();
  const [open, setOpen] = useState(false);
  const { run, pending } = useAdminAction();
  if (!letter) return null;
  const replay = async () => {
    await run((dp) => dp.replayDeadLetter(letter.id), `Dead letter #${letter.id} replayed`);
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
        Replay
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={`Replay dead letter #${letter.id}?`}
        content={
          `The event goes back to ${letter.subject} as it was published, with the same id: ` +
          `consumers that handled it already skip it, and ${letter.consumer} tries it again. ` +
          'Fix what made it fail first.'
        }
        confirm="Replay"
        onConfirm={replay}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
}

import { Chip, type ChipProps } from '@mui/material';
import type { MessageState } from '@arogya/contracts';
import { STATE_LABELS } from './message-format';
import { useT } from '../i18n';

/**
 * Each state's colour, white text on it at 4.5:1 or more (MUI's warning orange reads 3.1:1, so
 * a bounce is a darker amber of its own); the chip always says the state in words too.
 */
const COLOURS: Record<MessageState, Pick<ChipProps, 'color' | 'sx'>> = {
  queued: { color: 'default' },
  sent: { color: 'primary' },
  delivered: { color: 'success' },
  failed: { color: 'error' },
  bounced: { sx: { bgcolor: '#92400e', color: '#fff' } },
};

/** A message's state as a chip: its name, in its colour. */
export function MessageStateChip({
  state,
  testId = 'message-state',
}: {
  state: MessageState;
  testId?: string;
}) {
  const t = useT();
  return (
    <Chip
      size="small"
      label={t(STATE_LABELS[state])}
      {...COLOURS[state]}
      data-testid={testId}
      data-state={state}
    />
  );
}

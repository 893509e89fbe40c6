import { Button, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { useT } from '../i18n';

/**
 * A list's bulk actions on a phone, shown once a row is ticked: how many are selected, the
 * actions and a way to clear; it sticks under the app bar while the list scrolls, and wraps
 * rather than running off a 375 px screen.
 */
export function PhoneBulkBar({ actions }: { actions: ReactNode }) {
  const t = useT();
  const { selectedIds, onUnselectItems } = useListContext();
  // hidden rather than gone when nothing is ticked: an action's report (a dialog of its own)
  // stays open after the list, read again, has let go of the records it acted on
  return (
    <Paper
      elevation={2}
      hidden={selectedIds.length === 0}
      data-testid="phone-bulk-bar"
      sx={{ position: 'sticky', top: 56, zIndex: 2, p: 1, mb: 1 }}
    >
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography sx={{ mr: 'auto' }}>
          {t('common.selected', { smart_count: selectedIds.length })}
        </Typography>
        {actions}
        <Button onClick={() => onUnselectItems()} size="small" sx={{ minHeight: 44 }}>
          {t('common.clear')}
        </Button>
      </Stack>
    </Paper>
  );
}

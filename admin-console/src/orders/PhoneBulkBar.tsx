import { Button, Paper, Stack, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { useT } from '../i18n';
import { BULK_MOVES } from './BulkStatusButton';

/**
 * The bulk moves on a phone, shown once an order is ticked: how many are selected, the moves
 * and a way to clear; it sticks under the app bar while the list scrolls, and wraps rather
 * than running off a 375 px screen.
 */
export function PhoneBulkBar() {
  const t = useT();
  const { selectedIds, onUnselectItems } = useListContext();
  if (selectedIds.length === 0) return null;
  return (
    <Paper
      elevation={2}
      data-testid="phone-bulk-bar"
      sx={{ position: 'sticky', top: 56, zIndex: 2, p: 1, mb: 1 }}
    >
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography sx={{ mr: 'auto' }}>
          {t('common.selected', { smart_count: selectedIds.length })}
        </Typography>
        {BULK_MOVES}
        <Button onClick={() => onUnselectItems()} size="small" sx={{ minHeight: 44 }}>
          {t('common.clear')}
        </Button>
      </Stack>
    </Paper>
  );
}

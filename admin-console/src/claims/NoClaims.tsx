import { Box, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { useT } from '../i18n';

/** The list when nothing matches: with the default filter, no claim waits for staff. */
export function NoClaims() {
  const t = useT();
  const { filterValues } = useListContext();
  const awaitingOnly = filterValues?.status === 'submitted' && !filterValues?.q;
  return (
    <Box sx={{ textAlign: 'center', my: 6, px: 2 }} data-testid="no-claims">
      <Typography variant="h6" component="p" gutterBottom>
        {awaitingOnly ? t('claims.noneAwaiting') : t('claims.none')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {awaitingOnly ? t('claims.noneAwaitingNote') : t('claims.noneNote')}
      </Typography>
    </Box>
  );
}

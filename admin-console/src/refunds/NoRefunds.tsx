import { Box, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { useT } from '../i18n';

/** The list when nothing matches: with the default filter, no refund needs an admin. */
export function NoRefunds() {
  const t = useT();
  const { filterValues } = useListContext();
  const failedOnly = filterValues?.status === 'failed' && !filterValues?.q;
  return (
    <Box sx={{ textAlign: 'center', my: 6, px: 2 }} data-testid="no-refunds">
      <Typography variant="h6" component="p" gutterBottom>
        {failedOnly ? t('refunds.noneFailed') : t('refunds.none')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {failedOnly ? t('refunds.noneFailedNote') : t('refunds.noneNote')}
      </Typography>
    </Box>
  );
}

import { Box, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { useT } from '../i18n';

/** The list when nothing matches: with the default filter, no parcel waits for staff. */
export function NoDeliveryIssues() {
  const t = useT();
  const { filterValues } = useListContext();
  const openOnly = filterValues?.state === 'open' && !filterValues?.q;
  return (
    <Box sx={{ textAlign: 'center', my: 6, px: 2 }} data-testid="no-delivery-issues">
      <Typography variant="h6" component="p" gutterBottom>
        {openOnly ? t('deliveryIssues.noneOpen') : t('deliveryIssues.none')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {openOnly ? t('deliveryIssues.noneOpenNote') : t('deliveryIssues.noneNote')}
      </Typography>
    </Box>
  );
}

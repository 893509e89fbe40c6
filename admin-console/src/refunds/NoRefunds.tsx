import { Box, Typography } from '@mui/material';
import { useListContext } from 'react-admin';

/** The list when nothing matches: with the default filter, no refund needs an admin. */
export function NoRefunds() {
  const { filterValues } = useListContext();
  const failedOnly = filterValues?.status === 'failed' && !filterValues?.q;
  return (
    <Box sx={{ textAlign: 'center', my: 6, px: 2 }} data-testid="no-refunds">
      <Typography variant="h6" component="p" gutterBottom>
        {failedOnly ? 'No failed refunds' : 'No refunds found'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {failedOnly
          ? 'Every refund the shop owes went through, or is on its way.'
          : 'No refund matches these filters.'}
      </Typography>
    </Box>
  );
}

import { Box, Typography } from '@mui/material';
import { useListContext } from 'react-admin';

/** The list when nothing matches: no shopper has disputed a payment (or none is undecided). */
export function NoDisputes() {
  const { filterValues } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  const undecided = filterValues?.status === 'open' && !filterValues?.q;
  return (
    <Box sx={{ textAlign: 'center', my: 6, px: 2 }} data-testid="no-disputes">
      <Typography variant="h6" component="p" gutterBottom>
        {undecided ? 'No open disputes' : filtered ? 'No disputes found' : 'No disputes'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {filtered && !undecided
          ? 'No dispute matches these filters.'
          : 'When a shopper disputes a payment with their bank, Razorpay tells the shop and it shows here.'}
      </Typography>
    </Box>
  );
}

import { Alert, Box, Typography } from '@mui/material';

/**
 * What a delivery zone means for the promise shoppers see, in the words of checkout's
 * serviceability code: how the zone is picked, how its days become a date, what turning one off
 * does, and that the five zones are fixed (there is nothing to delete).
 */
export function ZoneExplainer() {
  return (
    <Alert severity="info" data-testid="zone-explainer" sx={{ m: { xs: 1, sm: 2 } }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        A zone sets the delivery date shown on product pages and at checkout, and kept on the order.
        For a shopper&rsquo;s PIN the zones are tried in this order, from the shop&rsquo;s own PIN:
        the first <strong>enabled</strong> zone that covers it gives the date.
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
        <li>
          Date = the order day + processing days + transit days, counted in business days (India
          time): the order day, Sundays and the shop&rsquo;s holidays do not count.
        </li>
        <li>
          Turned off, a zone hands its PINs to the next zone that covers them; the remote areas then
          get no date at all (still deliverable), since the last zone never covers them.
        </li>
        <li>
          Zones cannot be added or deleted; a change applies to new promises, while orders already
          placed keep their date. To stop delivering to a PIN, add it under Non-serviceable PINs.
        </li>
      </Box>
    </Alert>
  );
}

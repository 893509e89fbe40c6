import { Box, Typography } from '@mui/material';
import { useListContext } from 'react-admin';

/** The list when nothing matches: none sent yet, or none with these filters. */
export function NoMessages() {
  const { filterValues } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <Box sx={{ textAlign: 'center', my: 6, px: 2 }} data-testid="no-messages">
      <Typography variant="h6" component="p" gutterBottom>
        {filtered ? 'No messages found' : 'No messages yet'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {filtered
          ? 'No message matches these filters.'
          : 'E-mails and WhatsApp messages show here once the shop sends them.'}
      </Typography>
    </Box>
  );
}

import { Box, Typography } from '@mui/material';

/** The page when no event waits: nothing a consumer gave up on. */
export function NoDeadLetters() {
  return (
    <Box sx={{ textAlign: 'center', my: 6, px: 2 }} data-testid="no-dead-letters">
      <Typography variant="h6" gutterBottom>
        No dead letters
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Every event was handled by every consumer.
      </Typography>
    </Box>
  );
}

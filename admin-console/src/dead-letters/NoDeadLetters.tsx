import { Box, Typography } from '@mui/material';
import { useT } from '../i18n';

/** The page when no event waits: nothing a consumer gave up on. */
export function NoDeadLetters() {
  const t = useT();
  return (
    <Box sx={{ textAlign: 'center', my: 6, px: 2 }} data-testid="no-dead-letters">
      <Typography variant="h6" gutterBottom>
        {t('deadLetters.none')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('deadLetters.noneNote')}
      </Typography>
    </Box>
  );
}

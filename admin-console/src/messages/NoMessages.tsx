import { Box, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { useT } from '../i18n';

/** The list when nothing matches: none sent yet, or none with these filters. */
export function NoMessages() {
  const t = useT();
  const { filterValues } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <Box sx={{ textAlign: 'center', my: 6, px: 2 }} data-testid="no-messages">
      <Typography variant="h6" component="p" gutterBottom>
        {filtered ? t('messages.noneFound') : t('messages.noneYet')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {filtered ? t('messages.noneFoundNote') : t('messages.noneYetNote')}
      </Typography>
    </Box>
  );
}

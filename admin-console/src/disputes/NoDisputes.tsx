import { Box, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { useT } from '../i18n';

/** The list when nothing matches: no shopper has disputed a payment (or none is undecided). */
export function NoDisputes() {
  const t = useT();
  const { filterValues } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  const undecided = filterValues?.status === 'open' && !filterValues?.q;
  return (
    <Box sx={{ textAlign: 'center', my: 6, px: 2 }} data-testid="no-disputes">
      <Typography variant="h6" component="p" gutterBottom>
        {undecided
          ? t('disputes.noneOpen')
          : filtered
            ? t('disputes.noneFound')
            : t('disputes.none')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {filtered && !undecided ? t('disputes.noneFoundNote') : t('disputes.noneNote')}
      </Typography>
    </Box>
  );
}

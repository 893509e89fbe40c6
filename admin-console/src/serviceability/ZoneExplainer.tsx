import { Alert, Box, Typography } from '@mui/material';
import { useT } from '../i18n';
import { Rich } from '../i18n/Rich';

/**
 * What a delivery zone means for the promise shoppers see, in the words of checkout's
 * serviceability code: how the zone is picked, how its days become a date, what turning one off
 * does, and that the five zones are fixed (there is nothing to delete).
 */
export function ZoneExplainer() {
  const t = useT();
  return (
    <Alert severity="info" data-testid="zone-explainer" sx={{ m: { xs: 1, sm: 2 } }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <Rich text={t('zones.explain.intro')} />
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
        <li>{t('zones.explain.date')}</li>
        <li>{t('zones.explain.off')}</li>
        <li>{t('zones.explain.fixed')}</li>
      </Box>
    </Alert>
  );
}

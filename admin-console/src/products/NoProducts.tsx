import { Box, Typography } from '@mui/material';
import { AddProductButton } from './AddProductButton';
import { useT } from '../i18n';

/** What the products page shows when there is no product at all. */
export function NoProducts() {
  const t = useT();
  return (
    <Box sx={{ textAlign: 'center', my: 6 }}>
      <Typography variant="h6" gutterBottom>
        {t('products.none')}
      </Typography>
      <AddProductButton />
    </Box>
  );
}

import { Box, Typography } from '@mui/material';
import { AddProductButton } from './AddProductButton';

/** What the products page shows when there is no product at all. */
export function NoProducts() {
  return (
    <Box sx={{ textAlign: 'center', my: 6 }}>
      <Typography variant="h6" gutterBottom>
        No product found
      </Typography>
      <AddProductButton />
    </Box>
  );
}

import { Box, CircularProgress, Typography } from '@mui/material';
import { useT } from '../i18n';

/** The 'Uploading Image..' indicator shown while an image goes up. */
export function UploadingIndicator({ active }: { active: boolean }) {
  const t = useT();
  if (!active) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1 }} role="status">
      <CircularProgress size={16} />
      <Typography variant="body2">{t('products.uploadingImage')}</Typography>
    </Box>
  );
}

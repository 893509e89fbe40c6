import { Box, CircularProgress, Typography } from '@mui/material';

/** The 'Uploading Image..' indicator shown while an image goes up. */
export function UploadingIndicator({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1 }} role="status">
      <CircularProgress size={16} />
      <Typography variant="body2">Uploading Image..</Typography>
    </Box>
  );
}

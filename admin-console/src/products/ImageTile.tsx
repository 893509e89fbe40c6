import type { ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import { useT } from '../i18n';

/** One image thumbnail with its Remove button and whatever else goes below it. */
export function ImageTile(props: {
  url: string;
  altText: string;
  onRemove: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <Box
      sx={{
        width: 128,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        alignItems: 'stretch',
      }}
    >
      <Box
        component="img"
        src={props.url}
        alt={props.altText}
        sx={{ width: '100%', height: 96, objectFit: 'cover', borderRadius: 0.5 }}
      />
      {props.children}
      <Button size="small" color="error" onClick={props.onRemove} data-testid="remove-image">
        {t('products.remove')}
      </Button>
    </Box>
  );
}

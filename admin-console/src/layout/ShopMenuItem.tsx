import StorefrontIcon from '@mui/icons-material/Storefront';
import { useT } from '../i18n';
import { ListItemIcon, MenuItem, Typography } from '@mui/material';

/** The sidebar's Shop entry: a plain link to the storefront at `/`, outside the admin app. */
export function ShopMenuItem() {
  const t = useT();
  return (
    <MenuItem component="a" href="/" sx={{ color: 'text.secondary' }}>
      <ListItemIcon sx={{ minWidth: 40, color: 'text.secondary' }}>
        <StorefrontIcon />
      </ListItemIcon>
      <Typography variant="inherit" noWrap>
        {t('menu.shop')}
      </Typography>
    </MenuItem>
  );
}

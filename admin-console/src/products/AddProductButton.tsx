import AddIcon from '@mui/icons-material/Add';
import { LinkButton } from '../common/LinkButton';
import { useAdminPath } from '../common/useAdminPath';
import { useT } from '../i18n';

/** The 'Add Product' link to /admin/products/new. */
export function AddProductButton() {
  const path = useAdminPath();
  const t = useT();
  return (
    <LinkButton to={path('/products/new')} variant="contained" startIcon={<AddIcon />}>
      {t('products.add')}
    </LinkButton>
  );
}

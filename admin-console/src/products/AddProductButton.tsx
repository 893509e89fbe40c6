import AddIcon from '@mui/icons-material/Add';
import { LinkButton } from '../common/LinkButton';
import { useAdminPath } from '../common/useAdminPath';

/** The 'Add Product' link to /admin/products/new. */
export function AddProductButton() {
  const path = useAdminPath();
  return (
    <LinkButton to={path('/products/new')} variant="contained" startIcon={<AddIcon />}>
      Add Product
    </LinkButton>
  );
}

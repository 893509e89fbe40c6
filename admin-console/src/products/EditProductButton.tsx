import EditIcon from '@mui/icons-material/Edit';
import { useRecordContext } from 'react-admin';
import { LinkButton } from '../common/LinkButton';
import { useAdminPath } from '../common/useAdminPath';
import { useT } from '../i18n';

/** The products table's Edit link, to /admin/products/{id}/edit. */
export function EditProductButton() {
  const record = useRecordContext();
  const path = useAdminPath();
  const t = useT();
  if (!record) return null;
  return (
    <LinkButton
      to={path(`/products/${encodeURIComponent(String(record.id))}/edit`)}
      startIcon={<EditIcon />}
      sx={{ minHeight: 44 }}
    >
      {t('products.edit')}
    </LinkButton>
  );
}

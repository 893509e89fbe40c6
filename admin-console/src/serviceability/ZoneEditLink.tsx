import EditIcon from '@mui/icons-material/Edit';
import { useCreatePath, useRecordContext } from 'react-admin';
import { LinkButton } from '../common/LinkButton';
import { useT } from '../i18n';

/** The zone's Edit, in words at every width (react-admin's EditButton is a bare icon on a phone). */
export function ZoneEditLink() {
  const t = useT();
  const zone = useRecordContext<{ id: string; name: string }>();
  const createPath = useCreatePath();
  if (!zone) return null;
  return (
    <LinkButton
      to={createPath({ resource: 'delivery-zones', id: zone.id, type: 'edit' })}
      startIcon={<EditIcon />}
      aria-label={t('zones.editName', { name: zone.name })}
      sx={{ minHeight: 44 }}
    >
      {t('zones.edit')}
    </LinkButton>
  );
}

import DescriptionIcon from '@mui/icons-material/Description';
import { Link } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { RowActionButton } from '../common/RowActionButton';
import { useAdminAction } from '../common/useAdminAction';
import { useT } from '../i18n';
import type { PickupRow } from './shipping-format';

/**
 * A pickup's manifest: a link to its PDF, or — when the courier could not make it at first —
 * a button that asks again.
 */
export function ManifestButton() {
  const t = useT();
  const pickup = useRecordContext<PickupRow>();
  const { run, pending } = useAdminAction();
  if (!pickup) return null;
  if (pickup.manifestUrl)
    return (
      <Link
        href={pickup.manifestUrl}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="manifest-link"
        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
      >
        {t('shipping.pickup.manifest')}
      </Link>
    );
  return (
    <RowActionButton
      label={t('shipping.pickup.makeManifest')}
      name={t('shipping.pickup.makeManifestOf', { day: pickup.day })}
      icon={<DescriptionIcon />}
      testId="make-manifest"
      pending={pending}
      onClick={() =>
        void run((dp) => dp.makeManifest(pickup.id), t('shipping.pickup.manifestMade'))
      }
    />
  );
}

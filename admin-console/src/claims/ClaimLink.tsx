import { orderNumber } from '@arogya/contracts';
import { Link } from '@mui/material';
import { LinkBase } from 'react-admin';
import { useAdminPath } from '../common/useAdminPath';
import { useT } from '../i18n';
import { claimPath, itemsText, type ClaimRow } from './claim-format';

/**
 * The units a claim is about ("1 × Moringa Powder"), a link to the claim's page; named with its
 * order too, since an order may have several claims.
 */
export function ClaimLink({ claim }: { claim: ClaimRow }) {
  const path = useAdminPath();
  const t = useT();
  const items = itemsText(claim);
  return (
    <Link
      component={LinkBase}
      to={path(claimPath(claim.id))}
      aria-label={t('claims.linkName', { items, number: orderNumber(claim.orderId) })}
      data-testid="claim-link"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: 44,
        fontWeight: 500,
        overflowWrap: 'anywhere',
      }}
    >
      {items}
    </Link>
  );
}

import { Link } from '@mui/material';
import { LinkBase } from 'react-admin';
import { dateTime } from '../common/dateTime';
import { Fact, Facts } from '../common/Facts';
import { OrderNumberLink } from '../common/OrderNumberLink';
import { useAdminPath } from '../common/useAdminPath';
import { useT } from '../i18n';
import type { ClaimRow } from './claim-format';

/** Who reported it, about which order and how it was paid, when, and when it was decided. */
export function ClaimFacts({ claim }: { claim: ClaimRow }) {
  const path = useAdminPath();
  const t = useT();
  return (
    <Facts>
      <Fact label={t('claims.page.customer')} testId="claim-customer">
        <Link
          component={LinkBase}
          to={path(`/users/${encodeURIComponent(claim.customer.userId)}/show`)}
          sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
        >
          {claim.customer.name}
        </Link>
      </Fact>
      <Fact label={t('claims.page.order')} testId="claim-order">
        <OrderNumberLink id={claim.orderId} />
      </Fact>
      <Fact label={t('claims.page.payment')} testId="claim-payment">
        {t(`orders.method.${claim.paymentMethod}`)}
      </Fact>
      <Fact label={t('claims.page.reported')} testId="claim-reported">
        {dateTime(claim.createdAt)}
      </Fact>
      <Fact label={t('claims.page.decided')} testId="claim-decided">
        {claim.decidedAt ? dateTime(claim.decidedAt) : t('claims.page.notYet')}
      </Fact>
    </Facts>
  );
}

import { Box, Typography } from '@mui/material';
import { DataTable } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { Moment } from '../common/Moment';
import { formatMoney } from '../common/money';
import { OrderNumberLink } from '../common/OrderNumberLink';
import { PhoneList, useIsPhone } from '../common/PhoneList';
import { NoRefunds } from './NoRefunds';
import { RefundActions } from './RefundActions';
import {
  REFUND_REASON_LABELS,
  REFUND_STATUS_CHOICES,
  REFUND_STATUS_LABELS,
  resolutionOf,
  type RefundRow,
} from './refund-format';
import { RefundStatus } from './RefundStatus';
import { k, useT } from '../i18n';

const block = { display: 'block' } as const;

/** The order the refund is of (a link), or the checkout a late payment paid. */
function RefundSubject({ refund }: { refund: RefundRow }) {
  const t = useT();
  return refund.orderId ? (
    <OrderNumberLink id={refund.orderId} />
  ) : (
    <span title={refund.checkoutId}>
      {t('refunds.checkout', { id: refund.checkoutId.slice(0, 8) })}
    </span>
  );
}

/** Razorpay's payment id, in the type its dashboard shows it. */
const PaymentId = ({ refund }: { refund: RefundRow }) => (
  <Typography
    variant="caption"
    color="text.secondary"
    sx={{ ...block, fontFamily: 'monospace', wordBreak: 'break-all' }}
  >
    {refund.razorpayPaymentId}
  </Typography>
);

/**
 * What happened to it: who recorded it refunded outside the shop and the reference they gave;
 * otherwise, until it is processed, why the last try did not go through (in the error colour
 * while it is failed).
 */
function RefundDetails({ refund }: { refund: RefundRow }) {
  const t = useT();
  const resolution = resolutionOf(t, refund);
  if (resolution)
    return (
      <Typography
        variant="body2"
        component="span"
        title={refund.resolvedBy ?? undefined}
        data-testid="refund-resolution"
        sx={{ ...block, wordBreak: 'break-word' }}
      >
        {resolution}
      </Typography>
    );
  if (!refund.lastError || refund.status === 'processed') return null;
  return (
    <Typography
      variant="body2"
      component="span"
      title={refund.lastError}
      color={refund.status === 'failed' ? 'error' : 'text.secondary'}
      data-testid="refund-last-error"
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 3,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        wordBreak: 'break-word',
      }}
    >
      {refund.lastError}
    </Typography>
  );
}

/** The refunds on a phone: what it is of and how much; status, reason, payment, details. */
function RefundPhoneList() {
  const t = useT();
  return (
    <PhoneList<RefundRow>
      primary={(r) => (
        <>
          <RefundSubject refund={r} /> · {formatMoney(r.amount)}
        </>
      )}
      secondary={(r) => (
        <>
          <Typography variant="body2" component="span" sx={block}>
            {t(REFUND_STATUS_LABELS[r.status])}
            {r.blockedByDispute ? t('refunds.waitingSuffix') : ''} ·{' '}
            {t(REFUND_REASON_LABELS[r.reason])}
          </Typography>
          <PaymentId refund={r} />
          <RefundDetails refund={r} />
        </>
      )}
      actions={<RefundActions />}
      empty={<NoRefunds />}
    />
  );
}

/** The table on wider screens. */
function RefundTable() {
  const t = useT();
  return (
    <DataTable<RefundRow> rowClick={false} bulkActionButtons={false} empty={<NoRefunds />}>
      <DataTable.Col
        label={k('resources.refunds.fields.subject')}
        disableSort
        render={(r: RefundRow) => (
          <Box sx={{ minWidth: 150 }}>
            <RefundSubject refund={r} />
            <Typography variant="caption" sx={block}>
              {t(REFUND_REASON_LABELS[r.reason])}
            </Typography>
            <PaymentId refund={r} />
          </Box>
        )}
      />
      <DataTable.Col source="amount" render={(r: RefundRow) => formatMoney(r.amount)} />
      <DataTable.Col source="status" render={(r: RefundRow) => <RefundStatus refund={r} />} />
      <DataTable.Col
        label={k('resources.refunds.fields.details')}
        disableSort
        render={(r: RefundRow) => (
          <Box sx={{ minWidth: 160, maxWidth: 260 }}>
            <RefundDetails refund={r} />
          </Box>
        )}
      />
      <DataTable.Col source="updatedAt" render={(r: RefundRow) => <Moment iso={r.updatedAt} />} />
      <DataTable.Col label={k('resources.refunds.fields.actions')} disableSort>
        <RefundActions />
      </DataTable.Col>
    </DataTable>
  );
}

/**
 * The refunds page (issue 27): every refund the shop owes, opening on the failed ones (a
 * failed refund is no dead end: retry it, or record it refunded outside the shop), with why
 * the last try failed and whether it waits for a dispute; a SimpleList of the same on a phone.
 */
export function RefundList() {
  const phone = useIsPhone();
  return (
    <AdminList
      title={k('refunds.title')}
      search={k('refunds.search')}
      filter={{
        source: 'status',
        label: k('resources.refunds.fields.status'),
        choices: REFUND_STATUS_CHOICES,
      }}
      filterDefaultValues={{ status: 'failed' }}
      loadError={k('refunds.loadError')}
      actions={false}
      // the filters stay when nothing matches: the default one hides every refund that is fine
      empty={false}
    >
      {phone ? <RefundPhoneList /> : <RefundTable />}
    </AdminList>
  );
}

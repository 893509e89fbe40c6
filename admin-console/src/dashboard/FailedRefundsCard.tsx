import { useGetList } from 'react-admin';
import { useT } from '../i18n';
import { listPath } from './listPath';
import { StatCard } from './StatCard';

/**
 * Failed refunds (issue 27): how many refunds wait for an admin (retry, or record refunded
 * outside the shop), read from the refunds list's total; links to them.
 */
export function FailedRefundsCard() {
  const t = useT();
  const { total, error } = useGetList('refunds', {
    filter: { status: 'failed' },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return (
    <StatCard
      title={t('dashboard.failedRefunds')}
      value={error ? '—' : (total ?? '…')}
      testId="failed-refunds"
      link={{
        to: listPath('refunds', { status: 'failed' }),
        text: t('dashboard.viewFailedRefunds'),
      }}
    />
  );
}

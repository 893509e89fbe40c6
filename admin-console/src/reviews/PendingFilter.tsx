import { Button } from '@mui/material';
import { useGetList, useListContext } from 'react-admin';
import { useT } from '../i18n';

/**
 * The quick filter: the reviews that wait for an admin, and how many they are; pressed again,
 * every review. The status dropdown shows the same filter.
 */
export function PendingFilter() {
  const t = useT();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { total } = useGetList('reviews', {
    filter: { status: 'pending' },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const on = filterValues.status === 'pending';
  const toggle = () => {
    const { status: _, ...rest } = filterValues as Record<string, unknown>;
    setFilters(on ? rest : { ...rest, status: 'pending' }, displayedFilters);
  };
  return (
    <Button
      variant={on ? 'contained' : 'outlined'}
      size="small"
      aria-pressed={on}
      onClick={toggle}
      data-testid="pending-filter"
      sx={{ minHeight: 44 }}
    >
      {total === undefined ? t('reviews.pending') : t('reviews.pendingCount', { count: total })}
    </Button>
  );
}

import { Box, Typography } from '@mui/material';
import { DataTable, TopToolbar, useRecordContext } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { Moment } from '../common/Moment';
import { PhoneList, useIsPhone } from '../common/PhoneList';
import { dayOf } from '../common/dateTime';
import { PendingFilter } from './PendingFilter';
import { REVIEW_STATUS_CHOICES, reviewedProduct, type ReviewRow } from './review-format';
import { ReviewStatusChip } from './ReviewStatusChip';
import { ReviewTitleLink } from './ReviewTitleLink';
import { Stars } from './Stars';
import { k, useT } from '../i18n';

/** The row's status chip (read from its record, as a phone list's actions are). */
function RowStatus() {
  const review = useRecordContext<ReviewRow>();
  return review ? <ReviewStatusChip status={review.status} /> : null;
}

function NoReviews() {
  const t = useT();
  return <Typography sx={{ p: 2 }}>{t('reviews.none')}</Typography>;
}

const NONE = <NoReviews />;

/** The product reviewed, its variant under it. */
const product = (r: ReviewRow) => (
  <>
    <Typography variant="body2">{r.productName}</Typography>
    {r.variant && (
      <Typography variant="caption" color="text.secondary">
        {r.variant}
      </Typography>
    )}
  </>
);

/**
 * The Reviews page (issue 30): every review shoppers wrote, newest first, by search and
 * status, with the pending ones (those waiting for an admin) a click away; each opens on its
 * moderation page. On a phone a SimpleList of the same.
 */
export function ReviewList() {
  const phone = useIsPhone();
  return (
    <AdminList
      title={k('reviews.title')}
      search={k('reviews.search')}
      filter={{
        source: 'status',
        label: k('resources.reviews.fields.status'),
        choices: REVIEW_STATUS_CHOICES,
        emptyText: k('reviews.all'),
      }}
      loadError={k('reviews.loadError')}
      actions={
        <TopToolbar>
          <PendingFilter />
        </TopToolbar>
      }
      empty={false}
    >
      {phone ? (
        <PhoneList<ReviewRow>
          primary={() => <ReviewTitleLink />}
          secondary={(r) => (
            <Box component="span" sx={{ display: 'block' }}>
              <Stars rating={r.rating} />
              <Box component="span" sx={{ display: 'block' }}>
                {reviewedProduct(r)}
              </Box>
              <Box component="span" sx={{ display: 'block' }}>
                {r.author} · {dayOf(r.createdAt)}
              </Box>
            </Box>
          )}
          actions={<RowStatus />}
          empty={NONE}
        />
      ) : (
        <DataTable<ReviewRow> rowClick={false} bulkActionButtons={false} empty={NONE}>
          <DataTable.Col
            label={k('resources.reviews.fields.product')}
            disableSort
            render={product}
          />
          <DataTable.Col source="rating" render={(r: ReviewRow) => <Stars rating={r.rating} />} />
          <DataTable.Col label={k('resources.reviews.fields.title')} disableSort>
            <ReviewTitleLink />
          </DataTable.Col>
          <DataTable.Col source="author" disableSort />
          <DataTable.Col source="status">
            <RowStatus />
          </DataTable.Col>
          <DataTable.Col
            source="createdAt"
            render={(r: ReviewRow) => <Moment iso={r.createdAt} />}
          />
        </DataTable>
      )}
    </AdminList>
  );
}

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

/** The row's status chip (read from its record, as a phone list's actions are). */
function RowStatus() {
  const review = useRecordContext<ReviewRow>();
  return review ? <ReviewStatusChip status={review.status} /> : null;
}

const NONE = <Typography sx={{ p: 2 }}>No review found</Typography>;

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
      title="Reviews"
      search="Search reviews"
      filter={{
        source: 'status',
        label: 'Status',
        choices: REVIEW_STATUS_CHOICES,
        emptyText: 'All',
      }}
      loadError="Error fetching reviews:"
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
          <DataTable.Col label="Product" disableSort render={product} />
          <DataTable.Col
            label="Stars"
            source="rating"
            render={(r: ReviewRow) => <Stars rating={r.rating} />}
          />
          <DataTable.Col label="Title" disableSort>
            <ReviewTitleLink />
          </DataTable.Col>
          <DataTable.Col label="Author" source="author" disableSort />
          <DataTable.Col label="Status" source="status">
            <RowStatus />
          </DataTable.Col>
          <DataTable.Col
            label="Written"
            source="createdAt"
            render={(r: ReviewRow) => <Moment iso={r.createdAt} />}
          />
        </DataTable>
      )}
    </AdminList>
  );
}

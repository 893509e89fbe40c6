import { Link } from '@mui/material';
import { LinkBase, useRecordContext } from 'react-admin';
import { useAdminPath } from '../common/useAdminPath';
import { reviewPath, type ReviewRow } from './review-format';

/** The review's title as a link to its moderation page (the row's record). */
export function ReviewTitleLink() {
  const review = useRecordContext<ReviewRow>();
  const path = useAdminPath();
  if (!review) return null;
  return (
    <Link
      component={LinkBase}
      to={path(reviewPath(review.id))}
      data-testid="review-link"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: 44,
        fontWeight: 500,
        overflowWrap: 'anywhere',
      }}
    >
      {review.title}
    </Link>
  );
}

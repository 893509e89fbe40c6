import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PublishIcon from '@mui/icons-material/Publish';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { Edit, LinkBase, TopToolbar, useRecordContext } from 'react-admin';
import { dateTime } from '../common/dateTime';
import { Fact, Facts } from '../common/Facts';
import { LinkButton } from '../common/LinkButton';
import { OrderNumberLink } from '../common/OrderNumberLink';
import { useAdminPath } from '../common/useAdminPath';
import { ReplyForm } from './ReplyForm';
import { ReviewPhotos } from './ReviewPhotos';
import { REVIEW_STATUS_LABELS, type ReviewRow } from './review-format';
import { ReviewStatusChip } from './ReviewStatusChip';
import { Stars } from './Stars';
import { useModeration } from './useModeration';

/** What each status means for shoppers, said beside Publish and Hide. */
const MEANING: Record<ReviewRow['status'], string> = {
  pending: 'shoppers do not see it until it is published.',
  published: 'shown on the product’s page, and counted in its rating.',
  hidden: 'shoppers do not see it, and it does not count in the product’s rating.',
};

/** A refusal of the server, in its words, beside the button it refused. */
function Refusal({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Alert severity="error" data-testid="moderation-refusal" sx={{ mt: 1, maxWidth: 720 }}>
      Not saved: {message}
    </Alert>
  );
}

function Actions() {
  const path = useAdminPath();
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      <LinkButton to={path('/reviews')} startIcon={<ArrowBackIcon />} sx={{ minHeight: 44 }}>
        All reviews
      </LinkButton>
    </TopToolbar>
  );
}

/** Who, what and when: the product and variant, the author, the order, the dates. */
function ReviewFacts({ review }: { review: ReviewRow }) {
  const path = useAdminPath();
  const product = path(`/products/${encodeURIComponent(review.productId)}/edit`);
  return (
    <Facts>
      <Fact label="Product" testId="review-product">
        <Link component={LinkBase} to={product}>
          {review.productName}
        </Link>
      </Fact>
      {review.variant && (
        <Fact label="Variant" testId="review-variant">
          {review.variant}
        </Fact>
      )}
      <Fact label="Author" testId="review-author">
        {review.userId ? (
          <Link component={LinkBase} to={path(`/users/${encodeURIComponent(review.userId)}/show`)}>
            {review.author}
          </Link>
        ) : (
          review.author
        )}
      </Fact>
      <Fact label="Order" testId="review-order">
        <OrderNumberLink id={review.orderId} />
      </Fact>
      <Fact label="Written" testId="review-written">
        {dateTime(review.createdAt)}
      </Fact>
      <Fact label="Moderated" testId="review-moderated">
        {review.moderatedAt ? dateTime(review.moderatedAt) : 'Not yet'}
      </Fact>
    </Facts>
  );
}

/** The review as its author wrote it: stars, title, text and photos. */
function ReviewBody({ review }: { review: ReviewRow }) {
  return (
    <Box component="article" aria-labelledby="review-title" data-testid="review-body">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Stars rating={review.rating} />
        <Typography variant="body2" color="text.secondary" aria-hidden="true">
          {review.rating} of 5
        </Typography>
        <ReviewStatusChip status={review.status} />
      </Stack>
      <Typography
        variant="h6"
        component="h2"
        id="review-title"
        sx={{ mt: 1, overflowWrap: 'anywhere' }}
      >
        {review.title}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: 720 }}>
        {review.text}
      </Typography>
      <ReviewPhotos photos={review.photos} />
    </Box>
  );
}

/** The review, Publish and Hide, and the reply. */
function Moderation({ review }: { review: ReviewRow }) {
  const { moderate, saving, refusal } = useModeration(review);
  const status = (to: 'published' | 'hidden') =>
    void moderate({ status: to }, `Review ${REVIEW_STATUS_LABELS[to].toLowerCase()}`);
  return (
    <Box sx={{ p: 2, minWidth: 0 }} data-testid="review-page">
      <ReviewBody review={review} />
      <Box sx={{ mt: 3 }}>
        <ReviewFacts review={review} />
      </Box>
      <Box component="section" aria-labelledby="status-heading" sx={{ mt: 3 }}>
        <Typography variant="subtitle1" component="h2" id="status-heading" sx={{ fontWeight: 600 }}>
          Moderation
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="status-meaning">
          {REVIEW_STATUS_LABELS[review.status]}: {MEANING[review.status]}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="contained"
            startIcon={<PublishIcon />}
            disabled={saving !== undefined || review.status === 'published'}
            onClick={() => status('published')}
            sx={{ minHeight: 44 }}
          >
            Publish
          </Button>
          <Button
            variant="outlined"
            startIcon={<VisibilityOffIcon />}
            disabled={saving !== undefined || review.status === 'hidden'}
            onClick={() => status('hidden')}
            sx={{ minHeight: 44 }}
          >
            Hide
          </Button>
        </Stack>
        <Refusal message={refusal?.part === 'status' ? refusal.message : undefined} />
      </Box>
      <ReplyForm
        key={review.reply ?? ''}
        review={review}
        saving={saving !== undefined}
        onSave={(reply) => void moderate({ reply }, reply ? 'Reply saved' : 'Reply removed')}
      />
      <Refusal message={refusal?.part === 'reply' ? refusal.message : undefined} />
    </Box>
  );
}

/** The page, once the review is loaded. */
function ModerationPage() {
  const review = useRecordContext<ReviewRow>();
  return review ? <Moderation review={review} /> : null;
}

/**
 * A review's moderation page, /admin/reviews/{id} (issue 30): the review with its photos, who
 * wrote it about what and when, Publish and Hide, and the shop's reply.
 */
export function ReviewModerate() {
  return (
    // the product is named on the page: the app bar's title stays short enough for a phone
    <Edit title="Moderate review" actions={<Actions />} mutationMode="pessimistic">
      <ModerationPage />
    </Edit>
  );
}

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
import { k, useT, type MessageKey } from '../i18n';

/** What each status means for shoppers, said beside Publish and Hide. */
const MEANING = {
  pending: 'reviews.meaning.pending',
  published: 'reviews.meaning.published',
  hidden: 'reviews.meaning.hidden',
} as const satisfies Record<ReviewRow['status'], MessageKey>;

/** A refusal of the server, in its words, beside the button it refused. */
function Refusal({ message }: { message?: string }) {
  const t = useT();
  if (!message) return null;
  return (
    <Alert severity="error" data-testid="moderation-refusal" sx={{ mt: 1, maxWidth: 720 }}>
      {t('reviews.notSaved', { message })}
    </Alert>
  );
}

function Actions() {
  const path = useAdminPath();
  const t = useT();
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      <LinkButton to={path('/reviews')} startIcon={<ArrowBackIcon />} sx={{ minHeight: 44 }}>
        {t('reviews.allReviews')}
      </LinkButton>
    </TopToolbar>
  );
}

/** Who, what and when: the product and variant, the author, the order, the dates. */
function ReviewFacts({ review }: { review: ReviewRow }) {
  const path = useAdminPath();
  const t = useT();
  const product = path(`/products/${encodeURIComponent(review.productId)}/edit`);
  return (
    <Facts>
      <Fact label={t('reviews.product')} testId="review-product">
        <Link component={LinkBase} to={product}>
          {review.productName}
        </Link>
      </Fact>
      {review.variant && (
        <Fact label={t('reviews.variant')} testId="review-variant">
          {review.variant}
        </Fact>
      )}
      <Fact label={t('reviews.author')} testId="review-author">
        {review.userId ? (
          <Link component={LinkBase} to={path(`/users/${encodeURIComponent(review.userId)}/show`)}>
            {review.author}
          </Link>
        ) : (
          review.author
        )}
      </Fact>
      <Fact label={t('reviews.order')} testId="review-order">
        <OrderNumberLink id={review.orderId} />
      </Fact>
      <Fact label={t('reviews.written')} testId="review-written">
        {dateTime(review.createdAt)}
      </Fact>
      <Fact label={t('reviews.moderated')} testId="review-moderated">
        {review.moderatedAt ? dateTime(review.moderatedAt) : t('reviews.notYet')}
      </Fact>
    </Facts>
  );
}

/** The review as its author wrote it: stars, title, text and photos. */
function ReviewBody({ review }: { review: ReviewRow }) {
  const t = useT();
  return (
    <Box component="article" aria-labelledby="review-title" data-testid="review-body">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Stars rating={review.rating} />
        <Typography variant="body2" color="text.secondary" aria-hidden="true">
          {t('reviews.ofFive', { n: review.rating })}
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
  const t = useT();
  const { moderate, saving, refusal } = useModeration(review);
  const status = (to: 'published' | 'hidden') =>
    void moderate({ status: to }, t('reviews.done', { status: t(`reviews.statusLower.${to}`) }));
  return (
    <Box sx={{ p: 2, minWidth: 0 }} data-testid="review-page">
      <ReviewBody review={review} />
      <Box sx={{ mt: 3 }}>
        <ReviewFacts review={review} />
      </Box>
      <Box component="section" aria-labelledby="status-heading" sx={{ mt: 3 }}>
        <Typography variant="subtitle1" component="h2" id="status-heading" sx={{ fontWeight: 600 }}>
          {t('reviews.moderation')}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="status-meaning">
          {t('reviews.statusMeaning', {
            status: t(REVIEW_STATUS_LABELS[review.status]),
            meaning: t(MEANING[review.status]),
          })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="contained"
            startIcon={<PublishIcon />}
            disabled={saving !== undefined || review.status === 'published'}
            onClick={() => status('published')}
            sx={{ minHeight: 44 }}
          >
            {t('reviews.publish')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<VisibilityOffIcon />}
            disabled={saving !== undefined || review.status === 'hidden'}
            onClick={() => status('hidden')}
            sx={{ minHeight: 44 }}
          >
            {t('reviews.hide')}
          </Button>
        </Stack>
        <Refusal message={refusal?.part === 'status' ? refusal.message : undefined} />
      </Box>
      <ReplyForm
        key={review.reply ?? ''}
        review={review}
        saving={saving !== undefined}
        onSave={(reply) =>
          void moderate({ reply }, reply ? t('reviews.replySaved') : t('reviews.replyRemoved'))
        }
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
    <Edit title={k('reviews.moderateTitle')} actions={<Actions />} mutationMode="pessimistic">
      <ModerationPage />
    </Edit>
  );
}

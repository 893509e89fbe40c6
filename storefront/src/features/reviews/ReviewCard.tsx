import type { Review } from '@arogya/contracts';
import { useTranslation } from 'react-i18next';
import Icon from '../../components/icons/Icon.js';
import { shortDate } from '../../lib/short-date.js';
import { SHOP } from '../../config/shop.js';
import Stars from './Stars.js';

/**
 * One published review: stars, title, who wrote it and when, the variant they bought, the
 * "Verified purchase" mark (every review comes from a delivered order), the text, the photos
 * (each opens larger through `onPhoto`) and the shop's reply under it.
 */
export default function ReviewCard({
  review,
  onPhoto,
}: {
  review: Review;
  onPhoto: (photo: { url: string; alt: string }) => void;
}) {
  const { t } = useTranslation('reviews');
  const headingId = `review-${review._id}`;
  return (
    <article aria-labelledby={headingId} data-testid="review" className="space-y-3 py-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <h3 id={headingId} className="font-semibold text-gray-900">
          {review.title}
        </h3>
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-600">
        <span className="font-medium text-gray-800">{review.author}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={review.createdAt}>{shortDate(review.createdAt)}</time>
        {review.variant && (
          <>
            <span aria-hidden="true">·</span>
            <span data-testid="review-variant">
              {t('card.bought', { variant: review.variant })}
            </span>
          </>
        )}
      </p>
      <p
        data-testid="review-verified"
        className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800"
      >
        <Icon name="check-circle" className="h-3.5 w-3.5" />
        {t('card.verified')}
      </p>
      <p className="leading-relaxed break-words whitespace-pre-line text-gray-800">{review.text}</p>
      {review.photos.length > 0 && (
        <ul
          aria-label={t('card.photos', { author: review.author })}
          className="flex flex-wrap gap-2"
        >
          {review.photos.map((url, i) => {
            const alt = t('card.photoAlt', {
              n: i + 1,
              author: review.author,
              title: review.title,
            });
            return (
              <li key={url}>
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => onPhoto({ url, alt })}
                  className="block overflow-hidden rounded-lg border border-gray-200 hover:border-green-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
                >
                  <img
                    src={url}
                    alt={t('card.opensLarger', { alt })}
                    width={80}
                    height={80}
                    loading="lazy"
                    className="size-20 bg-gray-50 object-cover"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {review.reply && (
        <div
          data-testid="review-reply"
          className="rounded-xl border-l-4 border-green-700 bg-green-50/60 px-4 py-3"
        >
          <p className="text-sm font-semibold text-green-900">
            {t('card.reply', { shop: SHOP.name })}
            {review.repliedAt && (
              <>
                {' '}
                <span className="font-normal text-gray-600">
                  · <time dateTime={review.repliedAt}>{shortDate(review.repliedAt)}</time>
                </span>
              </>
            )}
          </p>
          <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-gray-800">
            {review.reply}
          </p>
        </div>
      )}
    </article>
  );
}

import type { ReviewPage } from '@arogya/contracts';
import { useTranslation } from 'react-i18next';
import { reviewCount } from './review-text.js';
import Stars from './Stars.js';

const LEVELS = [5, 4, 3, 2, 1] as const;

/**
 * The mean of the published ratings, how many there are, and how they spread from 5 stars to
 * 1: a bar each for the eye, a sentence each ("5 stars: 3 reviews") for a screen reader.
 */
export default function RatingSummary({ figures }: { figures: ReviewPage }) {
  const { t } = useTranslation('reviews');
  const { rating, total, distribution } = figures;
  return (
    <div data-testid="reviews-summary" className="space-y-4">
      <div className="flex items-center gap-4">
        <p className="text-5xl font-bold tracking-tight text-gray-900" aria-hidden="true">
          {rating.toFixed(1)}
        </p>
        <div className="space-y-1">
          <Stars rating={rating} size="h-5 w-5" />
          <p className="text-sm text-gray-600" data-testid="reviews-total">
            <span className="sr-only">{t('summary.average', { rating: rating.toFixed(1) })}</span>
            {reviewCount(t, total)}
          </p>
        </div>
      </div>
      <ul
        aria-label={t('summary.spread')}
        data-testid="reviews-distribution"
        className="space-y-1.5"
      >
        {LEVELS.map((stars) => {
          const count = distribution[stars] ?? 0;
          const share = total > 0 ? (count / total) * 100 : 0;
          return (
            <li key={stars} className="flex items-center gap-3 text-sm">
              <span className="sr-only">
                {t('summary.level', { count: stars, reviews: reviewCount(t, count) })}
              </span>
              <span aria-hidden="true" className="w-12 shrink-0 text-gray-700">
                {t('summary.bar', { stars })}
              </span>
              <span
                aria-hidden="true"
                className="h-2.5 flex-1 overflow-hidden rounded-full bg-gray-200"
              >
                <span
                  className="block h-full rounded-full bg-amber-500"
                  style={{ width: `${share}%` }}
                />
              </span>
              <span
                aria-hidden="true"
                className="w-8 shrink-0 text-right text-gray-700 tabular-nums"
              >
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

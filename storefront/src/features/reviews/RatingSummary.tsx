import type { ReviewPage } from '@arogya/contracts';
import { reviewCount } from './review-text.js';
import Stars from './Stars.js';

const LEVELS = [5, 4, 3, 2, 1] as const;

/**
 * The mean of the published ratings, how many there are, and how they spread from 5 stars to
 * 1: a bar each for the eye, a sentence each ("5 stars: 3 reviews") for a screen reader.
 */
export default function RatingSummary({ figures }: { figures: ReviewPage }) {
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
            <span className="sr-only">Average {rating.toFixed(1)} out of 5, from </span>
            {reviewCount(total)}
          </p>
        </div>
      </div>
      <ul
        aria-label="How the ratings spread"
        data-testid="reviews-distribution"
        className="space-y-1.5"
      >
        {LEVELS.map((stars) => {
          const count = distribution[stars] ?? 0;
          const share = total > 0 ? (count / total) * 100 : 0;
          return (
            <li key={stars} className="flex items-center gap-3 text-sm">
              <span className="sr-only">
                {stars} {stars === 1 ? 'star' : 'stars'}: {reviewCount(count)}
              </span>
              <span aria-hidden="true" className="w-12 shrink-0 text-gray-700">
                {stars} star
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

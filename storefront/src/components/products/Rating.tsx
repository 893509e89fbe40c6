import { StarIcon } from './Icons.js';

/** "★ 4.8 (2,124)" — the average rating and the number of reviews. */
export default function Rating({ rating, count }: { rating: number; count: number }) {
  if (!(count > 0)) return null;
  return (
    <p className="flex items-center gap-1 text-sm text-gray-600">
      <StarIcon className="h-4 w-4 text-amber-500" />
      <span aria-hidden="true" className="font-medium text-gray-800">
        {rating.toFixed(1)}
      </span>
      <span aria-hidden="true">({count.toLocaleString('en-IN')})</span>
      <span className="sr-only">
        Rated {rating.toFixed(1)} out of 5 from {count.toLocaleString('en-IN')} reviews
      </span>
    </p>
  );
}

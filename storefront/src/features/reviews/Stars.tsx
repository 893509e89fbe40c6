import { useTranslation } from 'react-i18next';
import { starsText } from './review-text.js';

const STAR = 'M10 1.5 12.6 7l6 .6-4.5 4 1.3 5.9L10 14.5l-5.4 3 1.3-5.9-4.5-4 6-.6z';

/**
 * One star, filled by `fill` (0 to 1) from the left, grey beyond; `empty` colours the grey
 * (a control's outlined star, which must stand out from the page).
 */
export function StarGlyph({
  fill,
  className,
  empty = 'text-gray-300',
}: {
  fill: number;
  className: string;
  empty?: string;
}) {
  const share = Math.max(0, Math.min(1, fill));
  return (
    <span aria-hidden="true" className={`relative inline-block shrink-0 ${className}`}>
      <svg
        viewBox="0 0 20 20"
        fill="currentColor"
        strokeWidth={1.2}
        className={`h-full w-full ${empty}`}
      >
        <path d={STAR} />
      </svg>
      {share > 0 && (
        <span
          className="absolute inset-y-0 left-0 overflow-hidden"
          style={{ width: `${share * 100}%` }}
        >
          <svg
            viewBox="0 0 20 20"
            fill="currentColor"
            stroke={empty.includes('stroke-') ? 'currentColor' : undefined}
            strokeWidth={1.2}
            className={`${className} max-w-none text-amber-500`}
          >
            <path d={STAR} />
          </svg>
        </span>
      )}
    </span>
  );
}

/**
 * Five stars filled to `rating` (halves and tenths too), one image to a screen reader: "4 out of
 * 5 stars".
 */
export default function Stars({ rating, size = 'h-4 w-4' }: { rating: number; size?: string }) {
  const { t } = useTranslation('reviews');
  return (
    <span role="img" aria-label={starsText(t, rating)} className="inline-flex items-center gap-0.5">
      {[0, 1, 2, 3, 4].map((i) => (
        <StarGlyph key={i} fill={rating - i} className={size} />
      ))}
    </span>
  );
}

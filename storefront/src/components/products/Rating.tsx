import { useTranslation } from 'react-i18next';

/** The filled rating star (a glyph of its own: 20×20 and filled, unlike the line icons). */
function Star() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className="h-4 w-4 text-amber-500"
    >
      <path d="M10 1.5 12.6 7l6 .6-4.5 4 1.3 5.9L10 14.5l-5.4 3 1.3-5.9-4.5-4 6-.6z" />
    </svg>
  );
}

/**
 * "★ 4.8 (2,124)" — the average rating and the number of reviews; nothing at all before the
 * first review (no empty stars that look like a poor rating). With `href` (the product page's
 * `#reviews`) it is a link to the reviews, big enough to tap.
 */
export default function Rating({
  rating,
  count,
  href,
}: {
  rating: number;
  count: number;
  href?: string;
}) {
  const { t } = useTranslation('products');
  if (!(count > 0)) return null;
  // Indian digit grouping in both languages
  const formatted = count.toLocaleString('en-IN');
  const content = (
    <>
      <Star />
      <span aria-hidden="true" className="font-medium text-gray-800">
        {rating.toFixed(1)}
      </span>
      {href ? (
        // on the product page, where it leads to them: the reviews named
        <>
          <span aria-hidden="true">·</span>
          <span aria-hidden="true" className="underline underline-offset-2">
            {t('rating.reviews', { count, formatted })}
          </span>
        </>
      ) : (
        <span aria-hidden="true">({formatted})</span>
      )}
      <span className="sr-only">
        {t('rating.rated', { count, formatted, rating: rating.toFixed(1) })}
      </span>
    </>
  );
  if (href) {
    return (
      <a
        href={href}
        data-testid="rating-link"
        className="inline-flex min-h-11 items-center gap-1 text-sm text-gray-600 hover:text-green-800"
      >
        {content}
      </a>
    );
  }
  return <p className="flex items-center gap-1 text-sm text-gray-600">{content}</p>;
}

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

/** "★ 4.8 (2,124)" — the average rating and the number of reviews. */
export default function Rating({ rating, count }: { rating: number; count: number }) {
  if (!(count > 0)) return null;
  return (
    <p className="flex items-center gap-1 text-sm text-gray-600">
      <Star />
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

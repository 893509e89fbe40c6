import { SECONDARY_BUTTON } from '../../components/content/buttons.js';

/** Previous / Next through the pages of reviews, with "Page x of y" between (only with 2 or more). */
export default function ReviewPager({
  page,
  pages,
  busy,
  onPage,
}: {
  page: number;
  pages: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages of reviews" className="flex items-center justify-between gap-3 pt-2">
      <button
        type="button"
        className={SECONDARY_BUTTON}
        disabled={busy || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <span aria-hidden="true">←</span> Previous
      </button>
      <p className="text-sm text-gray-700" aria-live="polite" data-testid="reviews-page">
        Page {page} of {pages}
      </p>
      <button
        type="button"
        className={SECONDARY_BUTTON}
        disabled={busy || page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('reviews');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pager.label')} className="flex items-center justify-between gap-3 pt-2">
      <button
        type="button"
        className={SECONDARY_BUTTON}
        disabled={busy || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <span aria-hidden="true">←</span> {t('pager.previous')}
      </button>
      <p className="text-sm text-gray-700" aria-live="polite" data-testid="reviews-page">
        {t('pager.page', { page, pages })}
      </p>
      <button
        type="button"
        className={SECONDARY_BUTTON}
        disabled={busy || page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')} <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}

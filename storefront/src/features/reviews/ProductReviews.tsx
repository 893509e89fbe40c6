import { REVIEW_SORTS, type ReviewSort } from '@arogya/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SECONDARY_BUTTON } from '../../components/content/buttons.js';
import { serverText } from '../../i18n/server-text.js';
import PhotoViewer from './PhotoViewer.js';
import RatingSummary from './RatingSummary.js';
import ReviewCard from './ReviewCard.js';
import ReviewPager from './ReviewPager.js';
import ReviewsSkeleton from './ReviewsSkeleton.js';
import { useReviewPage } from './useReviewPage.js';

/**
 * What "Ratings & reviews" holds (its own chunk, see ReviewsSlot): the figures, the order of
 * the list, a page of reviews and the way through the pages; or the state of asking for them.
 */
export default function ProductReviews({ productId }: { productId: string }) {
  const { t } = useTranslation(['reviews', 'account']);
  const state = useReviewPage(productId);
  const { data, loading, error } = state;
  const sortId = useId();
  const list = useRef<HTMLDivElement>(null);
  const [photo, setPhoto] = useState<{ url: string; alt: string } | null>(null);

  if (error) {
    return (
      <div
        role="alert"
        data-testid="reviews-error"
        className="rounded-xl border border-red-200 bg-red-50 p-4"
      >
        <p className="text-sm text-red-800">{serverText(t, error)}</p>
        <button type="button" onClick={state.retry} className={`${SECONDARY_BUTTON} mt-3`}>
          {t('account:tryAgain')}
        </button>
      </div>
    );
  }
  if (!data) return <ReviewsSkeleton />;
  if (data.total === 0) {
    return (
      <p data-testid="reviews-empty" className="rounded-xl bg-gray-50 px-4 py-6 text-gray-700">
        {t('empty')}
      </p>
    );
  }

  const toPage = (page: number) => {
    state.setPage(page);
    // the new page starts where the list does; a screen reader is taken there too
    list.current?.scrollIntoView({ block: 'start' });
    list.current?.focus({ preventScroll: true });
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[20rem_1fr] lg:gap-12">
      <RatingSummary figures={data} />
      <div
        ref={list}
        tabIndex={-1}
        aria-busy={loading}
        aria-label={t('list')}
        role="region"
        className="scroll-mt-28 focus:outline-none"
      >
        <div className="flex flex-wrap items-center justify-end gap-3 border-b border-gray-200 pb-3">
          <label htmlFor={sortId} className="text-sm font-medium text-gray-700">
            {t('sort.label')}
          </label>
          <select
            id={sortId}
            data-testid="reviews-sort"
            value={state.sort}
            onChange={(e) => state.setSort(e.target.value as ReviewSort)}
            className="min-h-11 rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 focus:border-green-600 focus:ring-2 focus:ring-green-600/30 focus:outline-none sm:text-sm"
          >
            {REVIEW_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div
          className={`divide-y divide-gray-200 ${loading ? 'opacity-60' : ''}`}
          data-testid="reviews-list"
        >
          {data.reviews.map((r) => (
            <ReviewCard key={r._id} review={r} onPhoto={setPhoto} />
          ))}
        </div>
        <ReviewPager page={data.page} pages={data.pages} busy={loading} onPage={toPage} />
      </div>
      <PhotoViewer photo={photo} onClose={() => setPhoto(null)} />
    </div>
  );
}

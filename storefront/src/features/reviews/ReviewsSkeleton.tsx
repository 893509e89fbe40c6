import { useTranslation } from 'react-i18next';

/** The reviews' place while they load: the summary's and two reviews' shapes (no shift after). */
export default function ReviewsSkeleton() {
  const { t } = useTranslation('reviews');
  return (
    <div role="status" aria-busy="true" data-testid="reviews-loading">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true" className="grid animate-pulse gap-8 lg:grid-cols-[20rem_1fr]">
        <div className="space-y-3">
          <div className="h-10 w-24 rounded bg-gray-100" />
          <div className="h-4 w-40 rounded bg-gray-100" />
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="h-3 w-full rounded bg-gray-100" />
          ))}
        </div>
        <div className="space-y-6">
          {[0, 1].map((i) => (
            <div key={i} className="space-y-2 border-b border-gray-100 pb-6">
              <div className="h-4 w-28 rounded bg-gray-100" />
              <div className="h-5 w-2/3 rounded bg-gray-100" />
              <div className="h-16 w-full rounded bg-gray-100" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

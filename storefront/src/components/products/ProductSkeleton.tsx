import { useTranslation } from 'react-i18next';

/** The product page's layout while it loads (breadcrumb, square image, details): no shift after. */
export default function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-busy="true"
      className="mx-auto max-w-7xl space-y-14 px-4 py-6 sm:px-6 lg:px-8"
    >
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true" className="h-5 w-2/3 animate-pulse rounded bg-gray-100" />
      <div
        aria-hidden="true"
        className="grid animate-pulse grid-cols-1 gap-8 md:grid-cols-2 lg:gap-14"
      >
        <div className="flex flex-col gap-4">
          <div className="aspect-square w-full rounded-3xl bg-gray-100" />
          <div className="flex gap-3">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-16 w-16 rounded-xl bg-gray-100 sm:h-20 sm:w-20" />
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-5">
          <div className="h-4 w-1/4 rounded bg-gray-100" />
          <div className="h-8 w-3/4 rounded bg-gray-100" />
          <div className="h-6 w-1/3 rounded bg-gray-100" />
          <div className="h-24 w-full rounded bg-gray-100" />
          <div className="h-12 w-full rounded-xl bg-gray-100" />
        </div>
      </div>
    </div>
  );
}

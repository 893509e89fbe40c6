import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ReviewsSkeleton from './ReviewsSkeleton.js';

/** The reviews themselves: a chunk of their own, fetched once the section comes near the screen. */
const ProductReviews = lazy(() => import('./ProductReviews.js'));

/**
 * "Ratings & reviews" on the product page (issue 30). The heading (and `#reviews`, which the
 * rating by the title links to) is drawn with the page; what is under it (its code and its
 * reviews) waits until the shopper scrolls within a screen of it, so that it costs the first
 * paint nothing. Opened at `#reviews`, it loads at once and is scrolled to once drawn.
 */
export default function ReviewsSlot({ productId }: { productId: string }) {
  const { t } = useTranslation('reviews');
  const section = useRef<HTMLElement>(null);
  const [near, setNear] = useState(() => location.hash === '#reviews');

  // opened at #reviews: the page has just been put at its top (ProductPage); come back here
  useEffect(() => {
    if (location.hash === '#reviews') section.current?.scrollIntoView();
  }, []);

  useEffect(() => {
    const el = section.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    seen.observe(el);
    return () => seen.disconnect();
  }, [near]);

  return (
    <section
      ref={section}
      id="reviews"
      aria-labelledby="reviews-heading"
      data-testid="reviews"
      className="scroll-mt-28 space-y-6"
    >
      <h2 id="reviews-heading" className="text-2xl font-bold text-gray-900">
        {t('heading')}
      </h2>
      {near ? (
        <Suspense fallback={<ReviewsSkeleton />}>
          <ProductReviews productId={productId} />
        </Suspense>
      ) : (
        <ReviewsSkeleton />
      )}
    </section>
  );
}

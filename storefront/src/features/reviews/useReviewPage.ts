import type { ReviewPage, ReviewSort } from '@arogya/contracts';
import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../../api/client.js';
import { productReviews } from '../../api/reviews.js';
import i18n from '../../i18n/index.js';

export interface ReviewPageState {
  /** the page last answered (kept while the next one loads, so nothing jumps) */
  data: ReviewPage | null;
  loading: boolean;
  error: string | null;
  sort: ReviewSort;
  page: number;
  /** another order: back to its first page */
  setSort(sort: ReviewSort): void;
  setPage(page: number): void;
  /** asks again after a failure */
  retry(): void;
}

/** A page of `productId`'s published reviews in the chosen order; a change of either asks anew. */
export function useReviewPage(productId: string): ReviewPageState {
  const [sort, setSortState] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [data, setData] = useState<ReviewPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const stop = new AbortController();
    setLoading(true);
    setError(null);
    productReviews(productId, sort, page, stop.signal).then(
      (answer) => {
        setData(answer);
        setLoading(false);
      },
      (err: unknown) => {
        if (stop.signal.aborted) return;
        setError(messageOf(err, i18n.t('loadFailed', { ns: 'reviews' })));
        setLoading(false);
      },
    );
    return () => stop.abort();
  }, [productId, sort, page, attempt]);

  const setSort = useCallback((next: ReviewSort) => {
    setSortState(next);
    setPage(1);
  }, []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { data, loading, error, sort, page, setSort, setPage, retry };
}

import type { AdminReview, CartLine } from '@arogya/contracts';
import { lazy, Suspense } from 'react';

/** The form, fetched only when a shopper sets out to write a review. */
const ReviewDialog = lazy(() => import('./ReviewDialog.js'));

/** The review form of `line` (null: none open), in its dialog, loaded on first use. */
export default function ReviewWriter({
  orderId,
  line,
  onWritten,
  onClose,
}: {
  orderId: string;
  line: CartLine | null;
  onWritten: (review: AdminReview) => void;
  onClose: () => void;
}) {
  if (!line) return null;
  return (
    <Suspense fallback={null}>
      <ReviewDialog
        key={`${line.productId}/${line.variantId ?? ''}`}
        orderId={orderId}
        line={line}
        onWritten={onWritten}
        onClose={onClose}
      />
    </Suspense>
  );
}

import type { CartLine, ReviewStatus } from '@arogya/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT_BUTTON } from '../../../components/content/buttons.js';
import Badge, { type Tone } from '../../../components/orders/Badge.js';
import type { MyReviews } from './useMyReviews.js';

const TONES: Record<ReviewStatus, Tone> = { pending: 'yellow', published: 'green', hidden: 'gray' };

/**
 * Under a line of a delivered order: "Write a review" (`onWrite` opens the form), or, once the
 * shopper has reviewed what it brought (in this order or another), where that review stands.
 * Nothing until their reviews have been answered, so that the button does not flash first.
 */
export default function LineReview({
  line,
  mine,
  writing,
  onWrite,
}: {
  line: CartLine;
  mine: MyReviews;
  /** the form is open for this line */
  writing: boolean;
  onWrite: () => void;
}) {
  const { t } = useTranslation('reviews');
  const state = useRef<HTMLParagraphElement>(null);
  const wasWriting = useRef(false);
  const review = mine.of(line);

  // the form closed on a review just written: the button it came from has gone, so focus
  // goes to what took its place
  useEffect(() => {
    if (wasWriting.current && !writing) state.current?.focus();
    wasWriting.current = writing;
  }, [writing]);

  if (!mine.ready) return null;
  if (review) {
    return (
      <p ref={state} tabIndex={-1} data-testid="review-state" className="mt-1.5 focus:outline-none">
        <Badge tone={TONES[review.status]}>{t(`status.${review.status}`)}</Badge>
      </p>
    );
  }
  return (
    <div>
      <button
        type="button"
        data-testid="write-review"
        aria-haspopup="dialog"
        onClick={onWrite}
        className={`${TEXT_BUTTON} -ml-2`}
      >
        {t('write.button')}
        <span className="sr-only"> {t('write.of', { name: line.name })}</span>
      </button>
    </div>
  );
}

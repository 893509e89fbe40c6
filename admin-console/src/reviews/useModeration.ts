import type { ReviewModeration } from '@arogya/contracts';
import { useState } from 'react';
import { useNotify, useUpdate } from 'react-admin';
import { errorMessage } from '../common/errorMessage';
import type { ReviewRow } from './review-format';
import { useT } from '../i18n';

/** What is being saved: the status (Publish, Hide) or the reply. */
export type ModerationPart = 'status' | 'reply';

/**
 * Moderates `review` (`PUT /api/admin/reviews/:id`): the page shows the review as saved once
 * the server answers; a refusal is kept, in the server's words and with the part it refused
 * (to be shown beside its button), until the next try.
 */
export function useModeration(review: ReviewRow) {
  const t = useT();
  const [update] = useUpdate<ReviewRow>();
  const notify = useNotify();
  const [saving, setSaving] = useState<ModerationPart>();
  const [refusal, setRefusal] = useState<{ part: ModerationPart; message: string }>();
  const moderate = async (data: ReviewModeration, done: string): Promise<boolean> => {
    const part = 'status' in data ? 'status' : 'reply';
    setSaving(part);
    setRefusal(undefined);
    try {
      await update(
        'reviews',
        { id: review.id, data, previousData: review },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(done, { type: 'success' });
      return true;
    } catch (e) {
      setRefusal({ part, message: errorMessage(e, t('reviews.notSavedFallback')) });
      return false;
    } finally {
      setSaving(undefined);
    }
  };
  return { moderate, saving, refusal };
}

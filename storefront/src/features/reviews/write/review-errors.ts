import type { TFunction } from 'i18next';
import { ApiError, messageOf } from '../../../api/client.js';
import { serverText } from '../../../i18n/server-text.js';

/** The form's fields a refusal can be about, and the form as a whole. */
export type ReviewProblems = Partial<
  Record<'rating' | 'title' | 'text' | 'photos' | 'form', string>
>;

const FIELDS = ['rating', 'title', 'text', 'photos'] as const;

/**
 * Where the server's refusal belongs: a 400 names its field first ("title must be at most 120
 * characters"), so it goes under that field; anything else (a 409 "You have reviewed this
 * already", a lost connection) goes above the button.
 */
export function problemsOf(err: unknown, t: TFunction<'reviews'>): ReviewProblems {
  const message = messageOf(err, t('form.notSent'));
  // in the shopper's language; a message the shop does not know stays as the server wrote it
  const shown = serverText(t, message);
  if (err instanceof ApiError && err.status === 400) {
    const field = FIELDS.find((f) => message.startsWith(`${f} `));
    const text = shown === message ? message.charAt(0).toUpperCase() + message.slice(1) : shown;
    if (field) return { [field]: text };
  }
  return { form: shown };
}

import { ApiError, messageOf } from '../../../api/client.js';

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
export function problemsOf(err: unknown): ReviewProblems {
  const message = messageOf(err, 'Your review could not be sent. Please try again.');
  if (err instanceof ApiError && err.status === 400) {
    const field = FIELDS.find((f) => message.startsWith(`${f} `));
    if (field) return { [field]: message.charAt(0).toUpperCase() + message.slice(1) };
  }
  return { form: message };
}

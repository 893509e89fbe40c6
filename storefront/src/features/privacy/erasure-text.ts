import { ERASURE_DEADLINE_DAYS, ERASURE_KEEPS } from '@arogya/contracts';
import { locale } from '../../i18n/index.js';

/** "Saturday, 26 December 2026" ("शनिवार, 26 दिसंबर 2026"): a due date as the person reads it. */
export const longDay = (iso: string) =>
  new Date(iso).toLocaleDateString(locale(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/**
 * What deleting an account does, as the dialog and the privacy notice say it (one wording):
 * each line a plain sentence. The dialog says them in the shopper's language (the `account`
 * namespace's `erasure.*`, the same English); the privacy notice quotes these.
 */
export const ERASURE_STEPS = {
  sessions: 'You are signed out at once, on this device and every other.',
  erased: `Your account and your personal data (name, e-mail address, mobile number, addresses, cart and message choices) are erased from every part of the shop within ${ERASURE_DEADLINE_DAYS} days, usually within minutes.`,
  kept: ERASURE_KEEPS,
  orders:
    'Your past orders stay in the shop’s accounts, without your name, address or phone number.',
} as const;

import type { DeadLetter, DeadLetterAuditEntry } from '@arogya/contracts';
import { displayLocale } from '../i18n';

/** A dead letter as react-admin holds it (`id`: its sequence in SHOP_DLQ). */
export type DeadLetterRecord = DeadLetter & { id: string };

/** An audit record as react-admin holds it. */
export type AuditRecord = DeadLetterAuditEntry & { id: string };

/** A time in full, e.g. `24 Nov 2026, 1:16:39 pm`. */
export const formatTime = (iso: string | null | undefined) =>
  iso
    ? new Date(iso).toLocaleString(displayLocale(), { dateStyle: 'medium', timeStyle: 'medium' })
    : '—';

/** A time in a table cell, e.g. `24 Nov, 1:16:39 pm` (the year in its title). */
export const formatShortTime = (iso: string | null | undefined) =>
  iso
    ? new Date(iso).toLocaleString(displayLocale(), {
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
        second: '2-digit',
      })
    : '—';

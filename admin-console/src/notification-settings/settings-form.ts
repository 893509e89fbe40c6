import type { StaffSettings } from '@arogya/contracts';

/** The settings as the form holds them: each list of addresses as text, one a line. */
export interface SettingsForm {
  orderEmails: string;
  financeEmails: string;
  lowStockThreshold: number;
  dailyDigest: boolean;
}

/** The form's fields that the server names at the start of a refusal. */
const FIELDS = ['orderEmails', 'financeEmails', 'lowStockThreshold', 'dailyDigest'] as const;

/** The addresses typed, one a line (commas and spaces between them work too), blanks left out. */
export const addressesOf = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);

/** The server's settings as the form shows them. */
export const toForm = (s: StaffSettings): SettingsForm => ({
  orderEmails: s.orderEmails.join('\n'),
  financeEmails: s.financeEmails.join('\n'),
  lowStockThreshold: s.lowStockThreshold,
  dailyDigest: s.dailyDigest,
});

/** The form's values as `PUT /api/admin/notification-settings` takes them (every field). */
export const fromForm = (f: SettingsForm): StaffSettings => ({
  orderEmails: addressesOf(f.orderEmails ?? ''),
  financeEmails: addressesOf(f.financeEmails ?? ''),
  lowStockThreshold: Number(f.lowStockThreshold),
  dailyDigest: Boolean(f.dailyDigest),
});

/**
 * The field a refusal is about, and what it says of it: `orderEmails: "x" is not an e-mail
 * address` → orderEmails, `"x" is not an e-mail address`. Null when it names no field.
 */
export function fieldErrorOf(message: string): { field: keyof SettingsForm; text: string } | null {
  const field = FIELDS.find((f) => message.startsWith(`${f}:`) || message.startsWith(`${f} `));
  if (!field) return null;
  return { field, text: message.slice(field.length).replace(/^:?\s*/, '') };
}

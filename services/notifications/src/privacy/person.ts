const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Nobody's account: what a `uuid` column is compared with when the id is not one. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/**
 * Whom an erasure or an export is about: the account, its address and its number, and how to
 * find the address or number in free text (a message's variables, a provider's error).
 */
export interface Person {
  userId: string;
  /** the account's id as the `uuid` columns compare it */
  accountId: string;
  /** lower case */
  email: string | null;
  /** 91 and 10 digits */
  phone: string | null;
  /** PostgreSQL regular expression (case-insensitive, `~*`): the address, not a longer one */
  emailPattern: string | null;
  /** PostgreSQL regular expression: the number, with or without 91 or +91, as typed */
  phonePattern: string | null;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The 10 digits of an Indian mobile number given with or without its 91 or +91; null if none. */
export function mobileDigits(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (/^[6-9]\d{9}$/.test(digits)) return digits;
  if (/^91[6-9]\d{9}$/.test(digits)) return digits.slice(2);
  return null;
}

/** The person an erasure event or an export request names. */
export function personOf(p: {
  userId: string;
  email: string | null;
  phone: string | null;
}): Person {
  const email = p.email?.trim().toLowerCase() || null;
  const ten = mobileDigits(p.phone);
  return {
    userId: p.userId,
    accountId: UUID.test(p.userId) ? p.userId : NO_ACCOUNT,
    email,
    phone: ten ? `91${ten}` : null,
    emailPattern: email ? `(?<![a-z0-9._%+-])${escapeRegex(email)}(?!\\.?[a-z0-9-])` : null,
    phonePattern: ten
      ? `(?<!\\d)(\\+?91[ -]?)?${ten.slice(0, 5)}[ -]?${ten.slice(5)}(?!\\d)`
      : null,
  };
}

/** The values a person's address or number is stored as (`lower(recipient) = ANY(…)`). */
export const addressesOf = (p: Person): string[] =>
  [p.email, p.phone].filter((a): a is string => a !== null);

import { addressFieldOf, parseShippingAddress, type ShippingAddress } from './checkout.js';
import { ShopError } from './errors.js';
import type { ErasureRequestView } from './privacy.js';
import { indianMobile } from './notifications.js';
import { cleanText, invisibleRefusal } from './text.js';
import { parseEmail, passwordProblem, type PublicUser } from './users.js';

/**
 * The versions (effective dates) of the terms and the privacy notice a person agrees to at
 * sign-up (DPDP): the terms are SPEC's of 27 August 2025; the privacy notice was revised for
 * issue 29 (the rights to see and erase one's data, consent, the grievance officer).
 */
export const LEGAL_VERSIONS = { terms: '2025-08-27', privacy: '2026-11-26' } as const;

/** How someone can sign in to an account. */
export type SignInMethod = 'password' | 'google' | 'phone';

/** One consent as recorded: what, which version of the words, given or withdrawn, when, how. */
export interface ConsentRecord {
  purpose: 'terms' | 'privacy' | 'marketing-email' | 'whatsapp';
  version: string;
  granted: boolean;
  via: string;
  at: string;
}

/**
 * The signed-in person's own account (`GET /api/users/me`), and what the console's user page
 * shows. `email` is '' for an account that signs in only with its phone.
 */
export interface Profile extends PublicUser {
  emailVerified: boolean;
  /** a verified Indian mobile, 91 and 10 digits */
  phone: string | null;
  signInMethods: SignInMethod[];
}

/** What a request answers when its outcome arrives by message (202). */
export interface Accepted {
  message: string;
}

/** What a phone sign-in answers besides `{ user, token }`. */
export interface OtpSent extends Accepted {
  /** how long the code works */
  expiresInSeconds: number;
}

const fields = (body: unknown): Record<string, unknown> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ShopError(400, 'Request body must be a JSON object');
  return body as Record<string, unknown>;
};

/** 400 with SPEC §8's `errors` list (one entry), as the storefront shows it. */
export const fieldError = (field: string, message: string) =>
  new ShopError(400, message, { errors: [{ field, message }] });

/** An e-mail address from a body, normalised, or 400. */
export function emailOf(body: unknown): string {
  const email = parseEmail(fields(body).email);
  if (!email.ok) throw fieldError('email', email.message);
  return email.value;
}

/** A new password from `field` of a body, or 400. */
export function newPasswordOf(body: unknown, field = 'password', label = 'Password'): string {
  const value = fields(body)[field];
  const problem = passwordProblem(value, label);
  if (problem) throw fieldError(field, problem);
  return value as string;
}

/** A link's token (`<id>.<secret>`), or 400 saying the link is not valid. */
export function linkTokenOf(body: unknown): string {
  const token = fields(body).token;
  if (typeof token !== 'string' || !/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{20,100}$/.test(token))
    throw new ShopError(400, 'This link is not valid. Please ask for a new one.');
  return token;
}

/** An Indian mobile number from a body, as 91 and 10 digits, or 400. */
export function phoneOf(body: unknown): string {
  const raw = fields(body).phone;
  const phone = typeof raw === 'string' ? indianMobile(raw) : null;
  if (!phone)
    throw fieldError('phone', 'Please enter a 10-digit Indian mobile number, e.g. 98765 43210');
  return phone;
}

/** A one-time code from a body (6 digits, spaces allowed as people type them), or 400. */
export function codeOf(body: unknown): string {
  const raw = fields(body).code;
  const code = typeof raw === 'string' ? raw.replace(/\s/g, '') : '';
  if (!/^\d{6}$/.test(code)) throw fieldError('code', 'Please enter the 6-digit code we sent');
  return code;
}

/** A person's name from `field` of a body (optional when `required` is false), or 400. */
export function nameOf(body: unknown, required = true): string | undefined {
  const raw = fields(body).name;
  if (raw === undefined && !required) return undefined;
  const name = typeof raw === 'string' ? cleanText(raw) : '';
  if (name === null) throw fieldError('name', invisibleRefusal('Name'));
  if (!name) throw fieldError('name', 'Name is required');
  if (name.length > 100) throw fieldError('name', 'Name must be at most 100 characters');
  return name;
}

/** A text field of at most `max` characters, or 400 (a password being checked, not set). */
export function secretOf(body: unknown, field: string, label: string): string {
  const v = fields(body)[field];
  if (typeof v !== 'string' || !v) throw fieldError(field, `${label} is required`);
  if (v.length > 1000) throw fieldError(field, `${label} is too long`);
  return v;
}

/** An address of the person's address book: a shipping address as checkout takes it. */
export interface SavedAddress extends ShippingAddress {
  _id: string;
  isDefault: boolean;
}

/** The most addresses one person keeps. */
export const ADDRESS_BOOK_MAX = 20;

/** An address-book entry from a body (the shipping address's fields and `isDefault`), or 400. */
export function savedAddressOf(body: unknown): { address: ShippingAddress; isDefault: boolean } {
  const { isDefault, ...rest } = fields(body);
  if (isDefault !== undefined && typeof isDefault !== 'boolean')
    throw fieldError('isDefault', 'isDefault must be true or false');
  const parsed = parseShippingAddress(rest);
  if (!parsed.ok) {
    const field = addressFieldOf(parsed.message) ?? '';
    throw fieldError(field, parsed.message.replace('shippingAddress.', ''));
  }
  return { address: parsed.value, isDefault: isDefault === true };
}

/** A user as the console's user page shows them (issue 29, item 7). */
export interface AdminUserView extends Profile {
  /** the terms and privacy notice versions agreed to, and when */
  consents: ConsentRecord[];
  /** "delete my account" requests and their state */
  dataRequests: ErasureRequestView[];
  /** when the person's data was erased (the account stays, nameless, for its orders) */
  erasedAt: string | null;
}

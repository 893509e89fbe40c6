import { type Parsed } from './products.js';
import { cleanText, invisibleRefusal } from './text.js';

export const ROLES = ['customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** A user as the API shows it (SPEC §3 "User"); never with a password. */
export interface PublicUser {
  _id: string;
  name: string;
  email: string;
  role: Role;
  createdAt?: string;
}

/** What register, login and google-login answer (SPEC §3: the user with a token alongside). */
export interface AuthResponse {
  user: PublicUser;
  token: string;
}

/** What the gateway needs to authorise a caller, fresh from the users service. */
export interface AuthState {
  _id: string;
  name: string;
  role: Role;
  /** Tokens issued with a lower version are no longer valid. */
  tokenVersion: number;
}

/** Who is calling, as the gateway established it from a verified token; services trust it. */
export interface Caller {
  userId: string;
  name: string;
  role: Role;
}

/** Claims of the shop's access tokens (besides `sub`, `iat`, `exp`, `iss`, `aud`). */
export interface AccessClaims {
  role: Role;
  ver: number;
}

export const TOKEN_ISSUER = 'arogya-users';
export const TOKEN_AUDIENCE = 'arogya-shop';
export const TOKEN_ALGORITHM = 'EdDSA';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The letters of India's scripts (Devanagari to Malayalam), which IDN addresses (`.भारत`) use. */
const INDIC_LETTER = /[\u0900-\u0DFF]/u;
const SCRIPTS = ['Latin', 'Cyrillic', 'Greek', 'Armenian', 'Cherokee', 'Coptic', 'Georgian'];
const scriptOf = (ch: string) =>
  SCRIPTS.find((s) => new RegExp(`\\p{Script=${s}}`, 'u').test(ch)) ?? 'non-Latin';

/**
 * Why an e-mail address (already NFKC and lower-cased) could be mistaken for another, or null.
 * A part (the name before `@`, each label of the domain) is either plain ASCII or written in one
 * Indian script; anything else is refused: a Cyrillic `а` in `аsha@…` looks exactly like Latin `a`
 * (a "confusable"), and a part mixing alphabets is how look-alike addresses are made.
 */
export function emailLookAlike(email: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(email)) return null;
  for (const part of email.split(/[@.]/)) {
    const letters = [...part].filter((c) => /\p{L}|\p{M}/u.test(c));
    const foreign = letters.find((c) => c > '\x7f' && !INDIC_LETTER.test(c));
    if (foreign) {
      const script = scriptOf(foreign);
      return script === 'Latin'
        ? `Please check your e-mail address: "${foreign}" is not a plain letter (a–z); addresses here use plain letters or one Indian script`
        : `Please check your e-mail address: "${foreign}" is a ${script} letter that looks like a Latin one; type it with a plain keyboard`;
    }
    const ascii = letters.some((c) => /[a-z]/.test(c));
    if (ascii && letters.some((c) => INDIC_LETTER.test(c)))
      return 'Please check your e-mail address: it mixes letters of different alphabets';
  }
  return null;
}

/**
 * An e-mail address as the shop keeps it (NFKC, lower-case), or why it cannot be one. Every
 * route that takes an address uses it, so that one address has one spelling.
 */
export function parseEmail(
  raw: unknown,
): { ok: true; value: string } | { ok: false; message: string } {
  const email = typeof raw === 'string' ? cleanText(raw)?.toLowerCase() : '';
  if (email === undefined) return { ok: false, message: invisibleRefusal('Email') };
  if (!email) return { ok: false, message: 'Email is required' };
  if (email.length > 254 || !EMAIL_RE.test(email))
    return { ok: false, message: 'Please enter a valid email address' };
  const lookAlike = emailLookAlike(email);
  if (lookAlike) return { ok: false, message: lookAlike };
  return { ok: true, value: email };
}

/** Why `password` cannot be a password, or null. */
export function passwordProblem(password: unknown, label = 'Password'): string | null {
  if (typeof password !== 'string' || !password) return `${label} is required`;
  if (password.length < PASSWORD_MIN_LENGTH)
    return `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `${label} must be at most ${PASSWORD_MAX_LENGTH} characters`;
  return null;
}

/** A validation problem as SPEC §8 shows it: one toast per entry. */
export interface FieldError {
  field: string;
  message: string;
}

/** Fields a client may send but never sets: ignored (SPEC: role is never taken from a body). */
const IGNORED = new Set(['_id', 'id', 'role', 'createdAt', 'updatedAt', 'isAdmin']);

export interface UserFields {
  name?: string;
  email?: string;
  password?: string;
  role?: Role;
}

/**
 * Validates a user body. `register` needs name, email and password and ignores `role`;
 * `admin-create` also takes `role`; `admin-update` takes any of name, email, role (a role-only
 * change is what the console sends). Answers every problem at once, as `errors`.
 */
export function parseUserFields(
  body: unknown,
  mode: 'register' | 'admin-create' | 'admin-update',
): Parsed<UserFields> & { errors?: FieldError[] } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: 'Request body must be a JSON object', errors: [] };
  }
  const b = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  const out: UserFields = {};
  const adminish = mode !== 'register';
  const allowed = new Set(['name', 'email', ...(mode === 'admin-update' ? [] : ['password'])]);
  if (adminish) allowed.add('role');
  for (const key of Object.keys(b)) {
    if (!allowed.has(key) && !IGNORED.has(key)) {
      errors.push({ field: key, message: `Unknown field: ${key}` });
    }
  }
  const required = mode !== 'admin-update';
  if (b.name !== undefined || required) {
    const name = typeof b.name === 'string' ? cleanText(b.name) : '';
    if (name === null) errors.push({ field: 'name', message: invisibleRefusal('Name') });
    else if (!name) errors.push({ field: 'name', message: 'Name is required' });
    else if (name.length > 100)
      errors.push({ field: 'name', message: 'Name must be at most 100 characters' });
    else out.name = name;
  }
  if (b.email !== undefined || required) {
    const email = parseEmail(b.email);
    if (email.ok) out.email = email.value;
    else errors.push({ field: 'email', message: email.message });
  }
  if (allowed.has('password') && (b.password !== undefined || required)) {
    const problem = passwordProblem(b.password);
    if (problem) errors.push({ field: 'password', message: problem });
    else out.password = b.password as string;
  }
  if (adminish && b.role !== undefined) {
    if (!(ROLES as readonly unknown[]).includes(b.role)) {
      errors.push({ field: 'role', message: 'Role must be customer or admin' });
    } else out.role = b.role as Role;
  }
  if (adminish && mode === 'admin-create' && out.role === undefined && !errors.length)
    out.role = 'customer';
  if (mode === 'admin-update' && !errors.length && Object.keys(out).length === 0) {
    errors.push({ field: '', message: 'Nothing to change: send name, email or role' });
  }
  if (errors.length) return { ok: false, message: errors[0]!.message, errors };
  return { ok: true, value: out };
}

/** A sign-in with e-mail and password (the e-mail lower-cased). */
export interface LoginInput {
  email: string;
  password: string;
}

/** Validates a sign-in body; answers every missing field at once, as `errors`. */
export function parseLogin(body: unknown): Parsed<LoginInput> & { errors?: FieldError[] } {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const errors: FieldError[] = [];
  if (typeof b.email !== 'string' || !b.email.trim())
    errors.push({ field: 'email', message: 'Email is required' });
  if (typeof b.password !== 'string' || !b.password)
    errors.push({ field: 'password', message: 'Password is required' });
  if (errors.length) return { ok: false, message: errors[0]!.message, errors };
  const email = cleanText(b.email as string);
  if (email === null) {
    const message = invisibleRefusal('Email');
    return { ok: false, message, errors: [{ field: 'email', message }] };
  }
  return { ok: true, value: { email: email.toLowerCase(), password: b.password as string } };
}

/** The public keys that verify the shop's access tokens (a JWKS). */
export interface Jwks {
  keys: { kty?: string; crv?: string; x?: string; kid?: string; alg?: string; use?: string }[];
}

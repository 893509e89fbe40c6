import type {
  Accepted,
  AuthResponse,
  ErasureRequestView,
  OtpSent,
  Profile,
  SavedAddress,
  ShippingAddress,
} from '@arogya/contracts';
import { api, ApiError, STORAGE } from './client.js';

/** What a phone sign-in answers: the session, and whether the number made a new account. */
export type PhoneSignIn = AuthResponse & { created: boolean };

/** `POST /api/users/forgot-password`: the same 202 whether or not the address has an account. */
export const forgotPassword = (email: string) =>
  api<Accepted>('POST', '/api/users/forgot-password', { body: { email } });

/** `POST /api/users/reset-password`: the new password signs in; every older session ends. */
export const resetPassword = (token: string, password: string) =>
  api<AuthResponse>('POST', '/api/users/reset-password', { body: { token, password } });

/** `POST /api/users/verify-email`: the link's address is verified (400: a dead link). */
export const verifyEmail = (token: string) =>
  api<Profile>('POST', '/api/users/verify-email', { body: { token } });

/** `POST /api/users/otp`: a sign-in code to an Indian mobile, typed however people type it. */
export const requestSignInCode = (phone: string) =>
  api<OtpSent>('POST', '/api/users/otp', { body: { phone } });

/** `POST /api/users/otp/verify`: signs in (or up) with the code. */
export const signInWithCode = (phone: string, code: string) =>
  api<PhoneSignIn>('POST', '/api/users/otp/verify', { body: { phone, code } });

/** `GET /api/users/me` (bearer): the signed-in person's own account. */
export const myProfile = (signal?: AbortSignal) =>
  api<Profile>('GET', '/api/users/me', { auth: true, signal });

/** `PATCH /api/users/me` (bearer; or `token`, a session not kept yet): a new name. */
export const rename = (name: string, token?: string) =>
  api<Profile>('PATCH', '/api/users/me', { auth: true, token, body: { name } });

/**
 * `PUT /api/users/me/password` (bearer): a new password; the answer's token is this session's,
 * every other one ends. An account with no password yet sends '-' as the current one, which the
 * server ignores for it.
 */
export const changePassword = (currentPassword: string, newPassword: string) =>
  api<AuthResponse>('PUT', '/api/users/me/password', {
    auth: true,
    body: { currentPassword, newPassword },
  });

/** `POST /api/users/me/verification` (bearer): a new link to verify the address. */
export const resendVerification = () =>
  api<Accepted>('POST', '/api/users/me/verification', { auth: true });

/** `POST /api/users/me/phone` (bearer): a code to the number to add. */
export const requestPhoneCode = (phone: string) =>
  api<OtpSent>('POST', '/api/users/me/phone', { auth: true, body: { phone } });

/** `POST /api/users/me/phone/verify` (bearer): the number is the account's once the code fits. */
export const confirmPhone = (code: string) =>
  api<Profile>('POST', '/api/users/me/phone/verify', { auth: true, body: { code } });

/** `GET /api/users/me/addresses` (bearer): the address book, the default first. */
export const myAddresses = (signal?: AbortSignal) =>
  api<SavedAddress[]>('GET', '/api/users/me/addresses', { auth: true, signal });

/** The fields of an address the server takes (a saved one's `_id` and `isDefault` are not). */
export const shippingFieldsOf = (a: ShippingAddress): ShippingAddress => ({
  firstName: a.firstName,
  lastName: a.lastName,
  address: a.address,
  city: a.city,
  postalCode: a.postalCode,
  state: a.state,
  country: a.country,
  phone: a.phone,
});

/** `POST /api/users/me/addresses` (bearer): a new address (the first becomes the default). */
export const addAddress = (address: ShippingAddress, isDefault?: boolean) =>
  api<SavedAddress>('POST', '/api/users/me/addresses', {
    auth: true,
    body: { ...shippingFieldsOf(address), ...(isDefault !== undefined && { isDefault }) },
  });

/** `PUT /api/users/me/addresses/:id` (bearer): every field again, and whether it is the default. */
export const updateAddress = (id: string, address: ShippingAddress, isDefault: boolean) =>
  api<SavedAddress>('PUT', `/api/users/me/addresses/${encodeURIComponent(id)}`, {
    auth: true,
    body: { ...shippingFieldsOf(address), isDefault },
  });

/** `DELETE /api/users/me/addresses/:id` (bearer); deleting the default makes the newest left it. */
export const removeAddress = (id: string) =>
  api<{ _id: string; message: string }>(
    'DELETE',
    `/api/users/me/addresses/${encodeURIComponent(id)}`,
    { auth: true },
  );

/** The file of "Download my data": its bytes and the name the server gave it. */
export interface DataFile {
  blob: Blob;
  filename: string;
}

/**
 * `GET /api/users/me/data` (bearer): everything the shop holds about the caller, as the JSON
 * file the server names (`Content-Disposition`). Fetched rather than linked, since a link
 * cannot carry the bearer token; a refusal (503 while a service cannot answer) is an ApiError.
 */
export async function downloadMyData(signal?: AbortSignal): Promise<DataFile> {
  const res = await fetch('/api/users/me/data', {
    headers: { authorization: `Bearer ${localStorage.getItem(STORAGE.userToken) ?? ''}` },
    signal,
  });
  if (!res.ok) {
    const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    throw new ApiError(res.status, data);
  }
  const named = /filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await res.blob(), filename: named ?? 'arogya-my-data.json' };
}

/**
 * `POST /api/users/me/erasure` (bearer): deletes the account; `password` is asked of an account
 * that has one. At once every session of the account ends (this token too).
 */
export const requestErasure = (password?: string) =>
  api<ErasureRequestView>('POST', '/api/users/me/erasure', {
    auth: true,
    body: password === undefined ? {} : { password },
  });

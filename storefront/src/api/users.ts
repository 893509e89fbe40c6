import type { Accepted, AuthResponse, OtpSent, Profile } from '@arogya/contracts';
import { api } from './client.js';

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

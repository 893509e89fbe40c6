import type { Profile, PublicUser, SignInMethod } from '@arogya/contracts';
import type { UserEntity } from './user.entity.js';

/** The address a user is shown and written to: owned, or asked for at sign-up; '' for none. */
export const shownEmail = (u: UserEntity) => u.email ?? u.requestedEmail ?? '';

export function toPublicUser(u: UserEntity): PublicUser {
  return {
    _id: u.id,
    name: u.name,
    email: shownEmail(u),
    role: u.role,
    createdAt: u.createdAt.toISOString(),
  };
}

export function toProfile(u: UserEntity): Profile {
  const methods: SignInMethod[] = [];
  if (u.passwordHash) methods.push('password');
  if (u.googleSub) methods.push('google');
  if (u.phone) methods.push('phone');
  return {
    ...toPublicUser(u),
    emailVerified: u.email !== null && u.emailVerifiedAt !== null,
    phone: u.phone,
    signInMethods: methods,
  };
}

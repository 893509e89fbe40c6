import { ADMIN_SORTS, type Page, type Removed } from '../admin-list.js';
import type { ShippingAddress } from '../checkout.js';
import { ShopError } from '../errors.js';
import type { ErasureRequestView, ExportSection } from '../privacy.js';
import {
  parseLogin,
  parseUserFields,
  type AuthResponse,
  type AuthState,
  type Caller,
  type Jwks,
  type LoginInput,
  type PublicUser,
  type UserFields,
} from '../users.js';
import {
  codeOf,
  emailOf,
  linkTokenOf,
  nameOf,
  newPasswordOf,
  phoneOf,
  savedAddressOf,
  secretOf,
  type Accepted,
  type AdminUserView,
  type SavedAddress,
  type OtpSent,
  type Profile,
} from '../accounts.js';
import { adminPageRequest, type AdminPageRequest } from './admin.js';
import { defineRpc, must } from './define.js';
import {
  adminIdRequest,
  callerIdRequest,
  callerOf,
  callerRequest,
  adminOf,
  adminRequest,
  entityIdOf,
  fieldsOf,
  idRequest,
} from './fields.js';

/** `{ address, isDefault }` of a call, checked again by the users service. */
const addressEntry = (p: unknown) => {
  const { address, isDefault } = fieldsOf(p);
  return savedAddressOf({ ...fieldsOf(address), isDefault });
};

/** Calls of the users service (`users.*`). */
export const UsersCalls = {
  /** Sign-up: always a customer, whatever the body says. */
  register: defineRpc<UserFields, AuthResponse>('users.auth.register', (p) =>
    must(parseUserFields(p, 'register')),
  ),
  login: defineRpc<LoginInput, AuthResponse>('users.auth.login', (p) => must(parseLogin(p))),
  /** `token`: a Google ID token (checked by the users service, which knows Google's keys). */
  googleLogin: defineRpc<{ token: string }, AuthResponse>('users.auth.google-login', (p) => {
    const token = fieldsOf(p).token;
    return { token: typeof token === 'string' ? token : '' };
  }),
  jwks: defineRpc<Record<string, never>, Jwks>('users.auth.jwks', () => ({})),
  /** What the gateway checks on each authenticated request. */
  authState: defineRpc<{ id: string }, AuthState>('users.auth.state', idRequest('user')),
  /**
   * Who a user is and where to write to them, for another service (notifications), not for a
   * person: 404 once the account is gone.
   */
  contact: defineRpc<{ id: string }, Profile>('users.contacts.get', idRequest('user')),
  /** Sends a reset link when the address has an account; answers the same either way. */
  forgotPassword: defineRpc<{ email: string }, Accepted>('users.recovery.forgot', (p) => ({
    email: emailOf(p),
  })),
  /** Sets the password from a reset link; every earlier session ends. */
  resetPassword: defineRpc<{ token: string; password: string }, AuthResponse>(
    'users.recovery.reset',
    (p) => ({ token: linkTokenOf(p), password: newPasswordOf(p) }),
  ),
  /** Marks the address of a verification link verified. */
  verifyEmail: defineRpc<{ token: string }, Profile>('users.recovery.verify-email', (p) => ({
    token: linkTokenOf(p),
  })),
  /** Sends the signed-in person a new verification link. */
  resendVerification: defineRpc<{ caller: Caller }, Accepted>(
    'users.recovery.resend-verification',
    callerRequest,
  ),
  /** Sends a sign-in code to a phone (SMS, or WhatsApp when the number opted in). */
  requestOtp: defineRpc<{ phone: string }, OtpSent>('users.otp.request', (p) => ({
    phone: phoneOf(p),
  })),
  /** Signs in with the code, creating the account when the phone has none. */
  verifyOtp: defineRpc<
    { phone: string; code: string; name?: string },
    AuthResponse & { created: boolean }
  >('users.otp.verify', (p) => ({ phone: phoneOf(p), code: codeOf(p), name: nameOf(p, false) })),
  /** The signed-in person's own account. */
  me: defineRpc<{ caller: Caller }, Profile>('users.me.get', callerRequest),
  updateMe: defineRpc<{ caller: Caller; name: string }, Profile>('users.me.update', (p) => ({
    caller: callerOf(fieldsOf(p).caller),
    name: nameOf(p)!,
  })),
  /** The current password is required; every other session ends, this one gets a new token. */
  changePassword: defineRpc<
    { caller: Caller; currentPassword: string; newPassword: string },
    AuthResponse
  >('users.me.password', (p) => ({
    caller: callerOf(fieldsOf(p).caller),
    currentPassword: secretOf(p, 'currentPassword', 'Current password'),
    newPassword: newPasswordOf(p, 'newPassword', 'New password'),
  })),
  /** Sends a code to the phone to add to the account. */
  addPhone: defineRpc<{ caller: Caller; phone: string }, OtpSent>('users.me.phone', (p) => ({
    caller: callerOf(fieldsOf(p).caller),
    phone: phoneOf(p),
  })),
  verifyPhone: defineRpc<{ caller: Caller; code: string }, Profile>(
    'users.me.phone-verify',
    (p) => ({ caller: callerOf(fieldsOf(p).caller), code: codeOf(p) }),
  ),
  /** The person's address book, the default first. */
  addresses: defineRpc<{ caller: Caller }, SavedAddress[]>('users.addresses.list', callerRequest),
  addAddress: defineRpc<
    { caller: Caller; address: ShippingAddress; isDefault: boolean },
    SavedAddress
  >('users.addresses.add', (p) => ({
    caller: callerOf(fieldsOf(p).caller),
    ...addressEntry(p),
  })),
  updateAddress: defineRpc<
    { caller: Caller; id: string; address: ShippingAddress; isDefault: boolean },
    SavedAddress
  >('users.addresses.update', (p) => ({
    caller: callerOf(fieldsOf(p).caller),
    id: entityIdOf(fieldsOf(p).id, 'address'),
    ...addressEntry(p),
  })),
  removeAddress: defineRpc<{ caller: Caller; id: string }, Removed>(
    'users.addresses.remove',
    callerIdRequest('address'),
  ),
  /** "Delete my account": the password confirms it when the account has one. */
  requestErasure: defineRpc<{ caller: Caller; password?: string }, ErasureRequestView>(
    'users.privacy.erase',
    (p) => {
      const { caller, password } = fieldsOf(p);
      if (password !== undefined && (typeof password !== 'string' || password.length > 1000))
        throw new ShopError(400, 'password must be text');
      return { caller: callerOf(caller), password: password as string | undefined };
    },
  ),
  /** The erasure requests (admin), newest first; of one user when `userId` is given. */
  erasures: defineRpc<{ caller: Caller; userId?: string }, ErasureRequestView[]>(
    'users.admin.erasures',
    (p) => {
      const { caller, userId } = fieldsOf(p);
      return {
        caller: adminOf(caller),
        ...(userId !== undefined && { userId: entityIdOf(userId, 'user') }),
      };
    },
  ),
  /** What this service holds about the signed-in person, for "Download my data". */
  exportMine: defineRpc<{ caller: Caller }, ExportSection>('users.privacy.export', callerRequest),
  /** An admin sends the user a reset link (and never sees or sets a password). */
  sendReset: defineRpc<{ caller: Caller; id: string }, Accepted>(
    'users.admin.send-reset',
    adminIdRequest('user'),
  ),
  list: defineRpc<{ caller: Caller }, PublicUser[]>('users.admin.list', adminRequest),
  page: defineRpc<AdminPageRequest, Page<PublicUser>>(
    'users.admin.page',
    adminPageRequest(ADMIN_SORTS.users),
  ),
  get: defineRpc<{ caller: Caller; id: string }, AdminUserView>(
    'users.admin.get',
    adminIdRequest('user'),
  ),
  create: defineRpc<{ caller: Caller; user: UserFields }, { user: PublicUser }>(
    'users.admin.create',
    (p) => {
      const { caller, user } = fieldsOf(p);
      return { caller: adminOf(caller), user: must(parseUserFields(user, 'admin-create')) };
    },
  ),
  /** Name, e-mail or role; the last admin cannot be demoted. */
  update: defineRpc<{ caller: Caller; id: string; changes: UserFields }, { user: PublicUser }>(
    'users.admin.update',
    (p) => {
      const { caller, id, changes } = fieldsOf(p);
      return {
        caller: adminOf(caller),
        id: entityIdOf(id, 'user'),
        changes: must(parseUserFields(changes, 'admin-update')),
      };
    },
  ),
  delete: defineRpc<{ caller: Caller; id: string }, Removed>(
    'users.admin.delete',
    adminIdRequest('user'),
  ),
} as const;

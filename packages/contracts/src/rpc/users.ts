import { ADMIN_SORTS, type Page, type Removed } from '../admin-list.js';
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
import { adminPageRequest, type AdminPageRequest } from './admin.js';
import { defineRpc, must } from './define.js';
import {
  adminIdRequest,
  adminOf,
  adminRequest,
  entityIdOf,
  fieldsOf,
  idRequest,
} from './fields.js';

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
  contact: defineRpc<{ id: string }, PublicUser>('users.contacts.get', idRequest('user')),
  list: defineRpc<{ caller: Caller }, PublicUser[]>('users.admin.list', adminRequest),
  page: defineRpc<AdminPageRequest, Page<PublicUser>>(
    'users.admin.page',
    adminPageRequest(ADMIN_SORTS.users),
  ),
  get: defineRpc<{ caller: Caller; id: string }, PublicUser>(
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

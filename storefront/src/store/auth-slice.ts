import { newGuestId, type PublicUser } from '@arogya/contracts';
import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { api, ApiError, STORAGE } from '../api/client.js';
import i18n from '../i18n/index.js';

interface AuthState {
  user: PublicUser | null;
  guestId: string;
  loading: boolean;
  error: string | null;
}

function readUser(): PublicUser | null {
  try {
    return JSON.parse(localStorage.getItem(STORAGE.userInfo) ?? 'null') as PublicUser | null;
  } catch {
    return null;
  }
}

/** SPEC §4 "Guest identity": made on first load and stored. */
function readGuestId(): string {
  const existing = localStorage.getItem(STORAGE.guestId);
  if (existing) return existing;
  const id = newGuestId();
  localStorage.setItem(STORAGE.guestId, id);
  return id;
}

type AuthAnswer = { user: PublicUser; token: string };

/** The session the browser keeps (SPEC §3 "Browser storage keys"). */
function keep(answer: AuthAnswer): void {
  localStorage.setItem(STORAGE.userInfo, JSON.stringify(answer.user));
  localStorage.setItem(STORAGE.userToken, answer.token);
}

/** The user fields the shop keeps of an account (a profile carries more). */
const publicUser = ({ _id, name, email, role, createdAt }: PublicUser): PublicUser => ({
  _id,
  name,
  email,
  role,
  createdAt,
});

/** SPEC §8's fallbacks (`common` namespace), in the language shown when a sign-in fails. */
type Fallback = 'auth.loginFailed' | 'auth.googleFailed';
const fallbackText = (fallback: Fallback) => i18n.t(fallback);

/** The texts SPEC §8 shows for a failed login or register: every `errors[].message`, else `msg`. */
function authErrorMessages(err: unknown, fallback: Fallback): string[] {
  if (err instanceof ApiError) {
    const errors = err.data.errors;
    if (Array.isArray(errors) && errors.length)
      return errors.map((e) => String((e as { message?: unknown }).message));
    if (typeof err.data.msg === 'string') return [err.data.msg];
  }
  return [fallbackText(fallback)];
}

const signIn = (path: string, fallback: Fallback) =>
  createAsyncThunk<AuthAnswer, Record<string, unknown>, { rejectValue: string[] }>(
    `auth/${path}`,
    async (body, { rejectWithValue }) => {
      try {
        const answer = await api<AuthAnswer>('POST', `/api/users/${path}`, { body });
        keep(answer);
        return answer;
      } catch (err) {
        return rejectWithValue(authErrorMessages(err, fallback));
      }
    },
  );

export const loginUser = signIn('login', 'auth.loginFailed');
export const registerUser = signIn('register', 'auth.loginFailed');
/** SPEC §8 "Social login": the stored fallback names the provider. */
export const googleLogin = signIn('google-login', 'auth.googleFailed');

const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({
    user: readUser(),
    guestId: readGuestId(),
    loading: false,
    error: null,
  }),
  reducers: {
    /** SPEC §2 "Profile": clears the user, and a new guest id replaces the old one. */
    logout(state) {
      localStorage.removeItem(STORAGE.userInfo);
      localStorage.removeItem(STORAGE.userToken);
      state.user = null;
      state.guestId = newGuestId();
      localStorage.setItem(STORAGE.guestId, state.guestId);
    },
    /**
     * A session the page got itself (a reset link, a phone code, a changed password): kept like
     * a login's, and `useAfterSignIn` goes on from it the same way.
     */
    signedIn(state, { payload }: PayloadAction<AuthAnswer>) {
      const answer = { user: publicUser(payload.user), token: payload.token };
      keep(answer);
      state.user = answer.user;
      state.error = null;
    },
    /** The account as the server now has it (a new name, a verified address). */
    userUpdated(state, { payload }: PayloadAction<PublicUser>) {
      if (!state.user || state.user._id !== payload._id) return;
      state.user = publicUser(payload);
      localStorage.setItem(STORAGE.userInfo, JSON.stringify(state.user));
    },
    /** A new guest id on demand (SPEC §4). */
    generateNewGuestId(state) {
      state.guestId = newGuestId();
      localStorage.setItem(STORAGE.guestId, state.guestId);
    },
  },
  extraReducers: (b) => {
    for (const thunk of [loginUser, registerUser, googleLogin]) {
      b.addCase(thunk.pending, (s) => {
        s.loading = true;
        s.error = null;
      });
      b.addCase(thunk.fulfilled, (s, a) => {
        s.loading = false;
        s.user = a.payload.user;
      });
      b.addCase(thunk.rejected, (s, a) => {
        s.loading = false;
        s.error = (a.payload ?? [fallbackText('auth.loginFailed')]).join('\n');
      });
    }
  },
});

export const { logout, generateNewGuestId, signedIn, userUpdated } = authSlice.actions;
export default authSlice.reducer;

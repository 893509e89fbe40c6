import { newGuestId, type PublicUser } from '@arogya/contracts';
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { api, ApiError, STORAGE } from '../api/client.js';

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

/** The texts SPEC §8 shows for a failed login or register: every `errors[].message`, else `msg`. */
function authErrorMessages(err: unknown, fallback = 'Login failed. Please try again.'): string[] {
  if (err instanceof ApiError) {
    const errors = err.data.errors;
    if (Array.isArray(errors) && errors.length)
      return errors.map((e) => String((e as { message?: unknown }).message));
    if (typeof err.data.msg === 'string') return [err.data.msg];
  }
  return [fallback];
}

const signIn = (path: string, fallback: string) =>
  createAsyncThunk<AuthAnswer, Record<string, unknown>, { rejectValue: string[] }>(
    `auth/${path}`,
    async (body, { rejectWithValue }) => {
      try {
        const answer = await api<AuthAnswer>('POST', `/api/users/${path}`, { body });
        localStorage.setItem(STORAGE.userInfo, JSON.stringify(answer.user));
        localStorage.setItem(STORAGE.userToken, answer.token);
        return answer;
      } catch (err) {
        return rejectWithValue(authErrorMessages(err, fallback));
      }
    },
  );

export const loginUser = signIn('login', 'Login failed. Please try again.');
export const registerUser = signIn('register', 'Login failed. Please try again.');
/** SPEC §8 "Social login": the stored fallback names the provider. */
export const googleLogin = signIn('google-login', 'Google login failed');

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
        s.error = (a.payload ?? ['Login failed. Please try again.']).join('\n');
      });
    }
  },
});

export const { logout, generateNewGuestId } = authSlice.actions;
export default authSlice.reducer;

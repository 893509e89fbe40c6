import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import AuthField from '../components/account/AuthField.js';
import AuthLayout from '../components/account/AuthLayout.js';
import { toastAuthErrors } from '../components/account/auth-errors.js';
import GoogleSignIn from '../components/account/GoogleSignIn.js';
import SubmitButton from '../components/account/SubmitButton.js';
import { useAfterSignIn, useRedirectParam } from '../components/account/useAfterSignIn.js';
import { loginUser } from '../store/auth-slice.js';
import { useAppDispatch, useAppSelector } from '../store/index.js';

/** SPEC §2 "Login /login": email and password, Google sign-in, a link to register. */
export default function Login() {
  useAfterSignIn();
  const dispatch = useAppDispatch();
  const redirect = useRedirectParam();
  const loading = useAppSelector((s) => s.auth.loading);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const result = await dispatch(loginUser({ email, password }));
    if (loginUser.rejected.match(result)) toastAuthErrors(result.payload);
  }

  const registerHref = redirect
    ? `/register?redirect=${encodeURIComponent(redirect)}`
    : '/register';

  return (
    <AuthLayout>
      <div className="mx-auto max-w-sm">
        <p className="text-sm font-semibold tracking-widest text-green-700 uppercase">Arogya</p>
        <h1 className="mt-3 text-2xl font-bold text-gray-900 sm:text-3xl">Hey There !</h1>
        <p className="mt-2 text-sm text-gray-600">Enter your username and password to login</p>

        <form onSubmit={onSubmit} className="mt-8 space-y-5">
          <AuthField
            label="Email"
            testId="login-email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <AuthField
            label="Password"
            testId="login-password"
            type="password"
            name="password"
            autoComplete="current-password"
            placeholder="Your password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <SubmitButton busy={loading} testId="login-submit">
            Sign in
          </SubmitButton>
        </form>

        <div className="my-6 flex items-center gap-3 text-xs text-gray-500" aria-hidden="true">
          <span className="h-px flex-1 bg-gray-200" />
          or
          <span className="h-px flex-1 bg-gray-200" />
        </div>

        <GoogleSignIn />

        <p className="mt-8 text-center text-sm text-gray-600">
          Don&apos;t have an account?{' '}
          <Link
            to={registerHref}
            className="font-semibold text-green-700 underline-offset-2 hover:underline"
          >
            Register
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}

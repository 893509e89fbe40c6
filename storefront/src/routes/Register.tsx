import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import AuthField from '../components/account/AuthField.js';
import AuthLayout from '../components/account/AuthLayout.js';
import { toastAuthErrors } from '../components/account/auth-errors.js';
import SubmitButton from '../components/account/SubmitButton.js';
import { useAfterSignIn, useRedirectParam } from '../components/account/useAfterSignIn.js';
import { registerUser } from '../store/auth-slice.js';
import { useAppDispatch, useAppSelector } from '../store/index.js';

/** SPEC §2 "Register /register": name, email and password, and a link to login. */
export default function Register() {
  useAfterSignIn();
  const dispatch = useAppDispatch();
  const redirect = useRedirectParam();
  const loading = useAppSelector((s) => s.auth.loading);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const result = await dispatch(registerUser({ name, email, password }));
    if (registerUser.rejected.match(result)) toastAuthErrors(result.payload);
  }

  const loginHref = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';

  return (
    <AuthLayout>
      <div className="mx-auto max-w-sm">
        <p className="text-sm font-semibold tracking-widest text-green-700 uppercase">Arogya</p>
        <h1 className="mt-3 text-2xl font-bold text-gray-900 sm:text-3xl">Create your account</h1>
        <p className="mt-2 text-sm text-gray-600">
          Sign up to check out faster and follow your orders.
        </p>

        <form onSubmit={onSubmit} className="mt-8 space-y-5">
          <AuthField
            label="Name"
            testId="register-name"
            name="name"
            autoComplete="name"
            placeholder="Your full name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <AuthField
            label="Email"
            testId="register-email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <AuthField
            label="Password"
            testId="register-password"
            type="password"
            name="password"
            autoComplete="new-password"
            placeholder="Choose a password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <SubmitButton busy={loading} testId="register-submit">
            Sign up
          </SubmitButton>
        </form>

        <p className="mt-8 text-center text-sm text-gray-600">
          Already have an account?{' '}
          <Link
            to={loginHref}
            className="font-semibold text-green-700 underline-offset-2 hover:underline"
          >
            Login
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}

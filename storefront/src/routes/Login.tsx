import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PhoneSignIn } from '../api/users.js';
import AuthForm, { EMAIL_FIELD } from '../components/account/AuthForm.js';
import AuthLayout from '../components/account/AuthLayout.js';
import GoogleSignIn from '../components/account/GoogleSignIn.js';
import { useAfterSignIn } from '../components/account/useAfterSignIn.js';
import NamePrompt from '../features/account/NamePrompt.js';
import PhoneSignInSection from '../features/account/PhoneSignInSection.js';
import { useMediaQuery } from '../hooks/useMediaQuery.js';
import { loginUser } from '../store/auth-slice.js';

const FIELDS = [
  EMAIL_FIELD,
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'current-password',
    placeholder: 'Your password',
  },
] as const;

function Or() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs text-gray-500" aria-hidden="true">
      <span className="h-px flex-1 bg-gray-200" />
      or
      <span className="h-px flex-1 bg-gray-200" />
    </div>
  );
}

/**
 * SPEC §2 "Login /login": email and password, Google sign-in, a link to register; and a phone
 * code (issue 29), which comes first on a phone (where it is the easier way in) and after the
 * e-mail form on a wider screen. The order is the document's, not only the look's, so that the
 * tab order follows what is seen. A phone code that made an account asks for a name first.
 */
export default function Login() {
  useAfterSignIn();
  const wide = useMediaQuery('(min-width: 640px)');
  const [newAccount, setNewAccount] = useState<PhoneSignIn | null>(null);

  if (newAccount)
    return (
      <AuthLayout
        title="Welcome to Arogya!"
        subtitle="Your account is ready. What should we call you?"
      >
        <NamePrompt answer={newAccount} />
      </AuthLayout>
    );

  const email = (
    <AuthForm key="email" id="login" fields={FIELDS} submitLabel="Sign in" action={loginUser}>
      <p className="-mt-3 text-right">
        <Link
          to="/forgot-password"
          data-testid="forgot-password-link"
          className="inline-block py-3 text-sm font-medium text-green-800 underline-offset-2 hover:underline"
        >
          Forgot your password?
        </Link>
      </p>
    </AuthForm>
  );
  const phone = (
    <div key="phone" className="mt-8">
      <PhoneSignInSection onNewAccount={setNewAccount} />
    </div>
  );
  // keyed and in one list: a resize moves the two forms, keeping what is typed in them
  const [first, second] = wide ? [email, phone] : [phone, email];

  return (
    <AuthLayout
      title="Hey There !"
      subtitle="Enter your username and password to login"
      switchTo={{ prompt: "Don't have an account?", label: 'Register', path: '/register' }}
    >
      {[first, <Or key="or" />, second]}
      <Or />
      <GoogleSignIn />
    </AuthLayout>
  );
}

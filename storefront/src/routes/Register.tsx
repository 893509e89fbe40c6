import { CONSENT_WORDING } from '@arogya/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import AuthForm, { EMAIL_FIELD } from '../components/account/AuthForm.js';
import AuthLayout from '../components/account/AuthLayout.js';
import { useAfterSignIn } from '../components/account/useAfterSignIn.js';
import { registerUser } from '../store/auth-slice.js';

const FIELDS = [
  { name: 'name', label: 'Name', autoComplete: 'name', placeholder: 'Your full name' },
  EMAIL_FIELD,
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    placeholder: 'Choose a password',
  },
] as const;

const policyLink = 'font-medium text-green-800 underline underline-offset-2 hover:text-green-900';

/**
 * SPEC §2 "Register /register": name, email and password, and a link to login; and (issue 29)
 * offers by e-mail, never ticked for the shopper and labelled with the words the server records
 * with the consent, and what signing up agrees to.
 */
export default function Register() {
  useAfterSignIn();
  const id = useId();
  const [marketing, setMarketing] = useState(false);
  return (
    <AuthLayout
      title="Create your account"
      subtitle="Sign up to check out faster and follow your orders."
      switchTo={{ prompt: 'Already have an account?', label: 'Login', path: '/login' }}
    >
      <AuthForm
        id="register"
        fields={FIELDS}
        submitLabel="Sign up"
        action={registerUser}
        extra={{ marketing }}
        footnote={
          <p data-testid="register-terms" className="text-center text-xs leading-5 text-gray-600">
            By signing up you agree to our{' '}
            <Link to="/termsConditions" className={policyLink}>
              Terms &amp; Conditions
            </Link>{' '}
            and{' '}
            <Link to="/privacyPolicy" className={policyLink}>
              Privacy Policy
            </Link>
            .
          </p>
        }
      >
        <label
          htmlFor={`${id}-marketing`}
          className="flex min-h-11 cursor-pointer items-start gap-3"
        >
          <input
            id={`${id}-marketing`}
            type="checkbox"
            data-testid="register-marketing"
            checked={marketing}
            onChange={(e) => setMarketing(e.target.checked)}
            className="mt-0.5 size-5 shrink-0 cursor-pointer accent-green-700"
          />
          <span className="text-sm leading-6 text-gray-700">{CONSENT_WORDING.marketing}</span>
        </label>
      </AuthForm>
    </AuthLayout>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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

function Or() {
  const { t } = useTranslation('account');
  return (
    <div className="my-6 flex items-center gap-3 text-xs text-gray-500" aria-hidden="true">
      <span className="h-px flex-1 bg-gray-200" />
      {t('login.or')}
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
  const { t } = useTranslation('account');
  useAfterSignIn();
  const wide = useMediaQuery('(min-width: 640px)');
  const [newAccount, setNewAccount] = useState<PhoneSignIn | null>(null);

  if (newAccount)
    return (
      <AuthLayout title={t('login.welcome')} subtitle={t('login.welcomeText')}>
        <NamePrompt answer={newAccount} />
      </AuthLayout>
    );

  const fields = [
    EMAIL_FIELD,
    {
      name: 'password',
      label: t('login.password'),
      type: 'password' as const,
      autoComplete: 'current-password',
      placeholder: t('login.passwordPlaceholder'),
    },
  ];
  const email = (
    <AuthForm
      key="email"
      id="login"
      fields={fields}
      submitLabel={t('login.submit')}
      action={loginUser}
    >
      <p className="-mt-3 text-right">
        <Link
          to="/forgot-password"
          data-testid="forgot-password-link"
          className="inline-block py-3 text-sm font-medium text-green-800 underline-offset-2 hover:underline"
        >
          {t('login.forgot')}
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
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      switchTo={{ prompt: t('login.noAccount'), label: t('login.register'), path: '/register' }}
    >
      {[first, <Or key="or" />, second]}
      <Or />
      <GoogleSignIn />
    </AuthLayout>
  );
}

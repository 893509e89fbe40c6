import { CONSENT_WORDING } from '@arogya/contracts';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import AuthForm, { EMAIL_FIELD } from '../components/account/AuthForm.js';
import AuthLayout from '../components/account/AuthLayout.js';
import { useAfterSignIn } from '../components/account/useAfterSignIn.js';
import { useConsentWording } from '../features/messages/consent-wording.js';
import { registerUser } from '../store/auth-slice.js';

const policyLink = 'font-medium text-green-800 underline underline-offset-2 hover:text-green-900';

/**
 * SPEC §2 "Register /register": name, email and password, and a link to login; and (issue 29)
 * offers by e-mail, never ticked for the shopper and labelled with the words the server records
 * with the consent, and what signing up agrees to.
 */
export default function Register() {
  const { t } = useTranslation('account');
  const wording = useConsentWording();
  useAfterSignIn();
  const id = useId();
  const [marketing, setMarketing] = useState(false);
  const fields = [
    {
      name: 'name',
      label: t('register.name'),
      autoComplete: 'name',
      placeholder: t('register.namePlaceholder'),
    },
    EMAIL_FIELD,
    {
      name: 'password',
      label: t('register.password'),
      type: 'password' as const,
      autoComplete: 'new-password',
      placeholder: t('register.passwordPlaceholder'),
    },
  ];
  return (
    <AuthLayout
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      switchTo={{ prompt: t('register.haveAccount'), label: t('register.login'), path: '/login' }}
    >
      <AuthForm
        id="register"
        fields={fields}
        submitLabel={t('register.submit')}
        action={registerUser}
        extra={{ marketing }}
        footnote={
          <p data-testid="register-terms" className="text-center text-xs leading-5 text-gray-600">
            <Trans
              t={t}
              i18nKey="register.terms"
              components={{
                terms: <Link to="/termsConditions" className={policyLink} />,
                privacy: <Link to="/privacyPolicy" className={policyLink} />,
              }}
            />
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
          <span className="text-sm leading-6 text-gray-700">
            {wording(CONSENT_WORDING.marketing)}
          </span>
        </label>
      </AuthForm>
    </AuthLayout>
  );
}

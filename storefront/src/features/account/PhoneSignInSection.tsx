import { useTranslation } from 'react-i18next';
import { requestSignInCode, signInWithCode, type PhoneSignIn } from '../../api/users.js';
import { signedIn } from '../../store/auth-slice.js';
import { useAppDispatch } from '../../store/index.js';
import PhoneCodeForm from './PhoneCodeForm.js';

/**
 * /login's "Sign in with your phone" (issue 29): a code to the number signs in, or makes an
 * account for a number the shop does not know. A known account is signed in at once (and
 * `useAfterSignIn` goes on); a new one is handed to `onNewAccount` first, to ask for a name.
 */
export default function PhoneSignInSection({
  onNewAccount,
}: {
  onNewAccount: (answer: PhoneSignIn) => void;
}) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  return (
    <section aria-labelledby="phone-signin-heading" data-testid="phone-signin">
      <h2 id="phone-signin-heading" className="text-lg font-semibold text-gray-900">
        {t('phoneSignIn.heading')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-gray-600">{t('phoneSignIn.intro')}</p>
      <PhoneCodeForm
        testId="phone-signin"
        verifyLabel={t('phoneSignIn.verify')}
        sendCode={requestSignInCode}
        verify={async (phone, code) => {
          const answer = await signInWithCode(phone, code);
          if (answer.created) onNewAccount(answer);
          else dispatch(signedIn(answer));
        }}
      />
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import LinkProblemPanel from '../../components/content/LinkProblemPanel.js';
import { serverText } from '../../i18n/server-text.js';

/**
 * What a message's link shows when it cannot be used (no token, a token the server did not
 * sign, an account that is gone): the server's reason, and the ways on — the same choices on
 * the profile page after signing in, or writing to the shop.
 */
export default function LinkProblem({ message }: { message: string }) {
  const { t } = useTranslation(['messages', 'common']);
  return (
    <LinkProblemPanel
      eyebrow={t('link.eyebrow')}
      message={serverText(t, message)}
      ways={[
        { label: t('link.signIn'), to: '/login?redirect=profile' },
        { label: t('common:contactUs'), to: '/contactUs' },
      ]}
    />
  );
}

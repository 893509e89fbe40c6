import { useTranslation } from 'react-i18next';
import LinkProblemPanel from '../../components/content/LinkProblemPanel.js';
import { serverText } from '../../i18n/server-text.js';

/**
 * An account e-mail's link (a password reset, an address to verify) that cannot be used: the
 * server's reason (in the shopper's language), and `newLink`, where a new one is asked for.
 */
export default function AccountLinkProblem({
  message,
  newLink,
}: {
  message: string;
  newLink: string;
}) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <LinkProblemPanel
      eyebrow={t('link.eyebrow')}
      message={serverText(t, message)}
      ways={[
        { label: t('link.newLink'), to: newLink },
        { label: t('common:contactUs'), to: '/contactUs' },
      ]}
    />
  );
}

import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import { LinkButton } from '../common/LinkButton';
import { useAdminPath } from '../common/useAdminPath';
import { useT } from '../i18n';
import { messagesOf } from './message-format';

/**
 * 'Messages': the Messages page showing only what the shop sent about one order or to one
 * user. `whose` ends the link's name ("Messages of order #a1b2c3"), for screen readers.
 */
export function MessagesLink({
  scope,
  whose,
}: {
  scope: { orderId: string } | { userId: string };
  whose: string;
}) {
  const path = useAdminPath();
  const t = useT();
  return (
    <LinkButton
      to={path(messagesOf(scope))}
      startIcon={<MailOutlineIcon />}
      aria-label={t('common.messagesOf', { whose })}
      data-testid="messages-link"
      sx={{ minHeight: 44 }}
    >
      {t('common.messages')}
    </LinkButton>
  );
}

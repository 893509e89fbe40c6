import { useRecordContext } from 'react-admin';
import { MessagesLink } from '../messages/MessagesLink';

/** The row's user's messages (their orders' e-mails, their WhatsApp messages) in Messages. */
export function UserMessagesLink() {
  const user = useRecordContext<{ id: string; name?: string; email?: string }>();
  if (!user) return null;
  return <MessagesLink scope={{ userId: String(user.id) }} whose={user.name ?? user.email ?? ''} />;
}

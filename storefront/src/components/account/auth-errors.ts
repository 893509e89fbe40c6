import { toast } from 'sonner';
import i18n from '../../i18n/index.js';
import { serverText } from '../../i18n/server-text.js';

/** SPEC §8 "Login and register": every server message as an error toast, else the fallback. */
export function toastAuthErrors(messages: string[] | undefined): void {
  const list = messages?.filter((m) => m.trim() !== '') ?? [];
  // the server's words in the shopper's language, where the shop knows them
  for (const m of list.length
    ? list.map((x) => serverText(i18n.t, x))
    : [i18n.t('auth.loginFailed')])
    toast.error(m);
}

import type { SavedAddress } from '@arogya/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '../../api/client.js';
import { myAddresses } from '../../api/users.js';
import i18n from '../../i18n/index.js';

export interface AddressBook {
  /** the saved addresses, the default first; null until they first arrive */
  addresses: SavedAddress[] | null;
  loading: boolean;
  error: string | null;
  /** asks again (what is shown stays meanwhile); resolves once the answer is shown */
  reload: () => Promise<void>;
}

/**
 * The signed-in person's address book (`GET /api/users/me/addresses`) with its loading and
 * error states. After a change the book is asked for again rather than patched here: the
 * server decides which address is the default (the first one saved, the newest left after the
 * default is deleted), and its order.
 */
export function useAddressBook(): AddressBook {
  const [state, setState] = useState<Omit<AddressBook, 'reload'>>({
    addresses: null,
    loading: true,
    error: null,
  });
  const current = useRef<AbortController | null>(null);

  const reload = useCallback(async () => {
    current.current?.abort();
    const call = new AbortController();
    current.current = call;
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      const addresses = await myAddresses(call.signal);
      if (!call.signal.aborted) setState({ addresses, loading: false, error: null });
    } catch (err) {
      if (call.signal.aborted) return;
      const error = messageOf(err, i18n.t('addresses.loadFailed', { ns: 'account' }));
      setState((s) => ({ ...s, loading: false, error }));
    }
  }, []);

  useEffect(() => {
    void reload();
    return () => current.current?.abort();
  }, [reload]);

  return { ...state, reload };
}

import type { Profile } from '@arogya/contracts';
import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../../api/client.js';
import { myProfile } from '../../api/users.js';
import i18n from '../../i18n/index.js';
import { userUpdated } from '../../store/auth-slice.js';
import { useAppDispatch } from '../../store/index.js';

export interface LoadedProfile {
  profile: Profile | null;
  loading: boolean;
  error: string | null;
}

/** The account with its states, and the ways to change what is shown (see `useProfile`). */
export type ProfileState = LoadedProfile & {
  update: (profile: Profile) => void;
  reload: () => void;
};

/**
 * The signed-in person's account (`GET /api/users/me`) with its loading and error states.
 * `update` takes the account as a change answered it; `reload` asks again (what is shown stays
 * meanwhile). Either way the shop's kept user follows (the header's name).
 */
export function useProfile(): ProfileState {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<LoadedProfile>({ profile: null, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const call = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    myProfile(call.signal)
      .then((profile) => {
        setState({ profile, loading: false, error: null });
        dispatch(userUpdated(profile));
      })
      .catch((err: unknown) => {
        if (call.signal.aborted) return;
        const error = messageOf(err, i18n.t('section.loadFailed', { ns: 'account' }));
        setState((s) => ({ ...s, loading: false, error }));
      });
    return () => call.abort();
  }, [attempt, dispatch]);

  const update = useCallback(
    (profile: Profile) => {
      setState({ profile, loading: false, error: null });
      dispatch(userUpdated(profile));
    },
    [dispatch],
  );
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, update, reload };
}

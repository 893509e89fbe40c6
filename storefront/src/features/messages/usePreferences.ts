import type { Preferences, PreferencesInput } from '@arogya/contracts';
import { useEffect, useState } from 'react';
import { ApiError, messageOf } from '../../api/client.js';
import {
  linkPreferences,
  myPreferences,
  saveLinkPreferences,
  saveMyPreferences,
} from '../../api/notifications.js';
import i18n from '../../i18n/index.js';

export interface Loaded {
  preferences: Preferences | null;
  loading: boolean;
  error: string | null;
  /** the server refused the link itself (400, 403, 404), rather than failing to answer */
  refused: boolean;
}

const LOADING: Loaded = { preferences: null, loading: true, error: null, refused: false };

/** Who the choices are of: the signed-in shopper, or the person a message's link is for. */
export type PreferencesOwner = { signedIn: true } | { token: string };

const keyOf = (owner: PreferencesOwner) => ('token' in owner ? owner.token : null);

/** Saves a change of `owner`'s choices, answering them as the server now has them. */
export const savePreferences = (owner: PreferencesOwner, changes: PreferencesInput) =>
  'token' in owner ? saveLinkPreferences(owner.token, changes) : saveMyPreferences(changes);

/** Loads `owner`'s message choices (once per owner), with the loading and error states. */
export function usePreferences(owner: PreferencesOwner): Loaded {
  const [state, setState] = useState<Loaded>(LOADING);
  const token = keyOf(owner);

  useEffect(() => {
    let active = true;
    setState(LOADING);
    (token === null ? myPreferences() : linkPreferences(token))
      .then((preferences) => {
        if (active) setState({ preferences, loading: false, error: null, refused: false });
      })
      .catch((err: unknown) => {
        if (active)
          setState({
            preferences: null,
            loading: false,
            error: messageOf(err, i18n.t('loadFailed', { ns: 'messages' })),
            refused: err instanceof ApiError && [400, 403, 404].includes(err.status),
          });
      });
    return () => {
      active = false;
    };
  }, [token]);

  return state;
}

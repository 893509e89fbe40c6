import { useSearchParams } from 'react-router-dom';

/**
 * The `?t=` of a message's signed link (or the query parameter `name`: the account links of
 * issue 29 use `?token=`), or null when the address has none. What it holds is the server's to
 * judge (it answers 400 or 403 for a token it did not make): the page only passes it on,
 * escaped, and never reads it.
 */
export function useLinkToken(name = 't'): string | null {
  const [params] = useSearchParams();
  const token = params.get(name)?.trim();
  return token ? token : null;
}

/** Where a message's "Choose which messages you get" link goes, for `token`. */
export const preferencesPath = (token: string) =>
  `/messages/preferences?t=${encodeURIComponent(token)}`;

/** Where a marketing message's "Unsubscribe" link goes, for `token`. */
export const unsubscribePath = (token: string) =>
  `/messages/unsubscribe?t=${encodeURIComponent(token)}`;

import { fetchUtils } from 'react-admin';
import { readToken } from '../auth/session';

/** The bearer header every admin call sends (SPEC §6), or nothing when signed out. */
export function authHeader(): Record<string, string> {
  const token = readToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** `fetchUtils.fetchJson` with the stored bearer token; errors carry the server's `message`. */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  for (const [name, value] of Object.entries(authHeader())) headers.set(name, value);
  return fetchUtils.fetchJson(url, { ...options, headers });
}

import { randomInt } from 'node:crypto';

/** The outcome of Meta's verification handshake with the webhook URL. */
export interface Verification {
  url: string;
  ok: boolean;
  /** The GET's HTTP status; null on a network error. */
  status: number | null;
  /** Why it failed; null when it passed. */
  error: string | null;
  /** The `hub.challenge` sent. */
  challenge: string;
  /** ISO 8601. */
  at: string;
}

/** How long the receiver may take to answer the handshake. */
const HANDSHAKE_TIMEOUT_MS = 5000;

/**
 * Meta's verification request, as when a webhook URL is saved in the app dashboard:
 * `GET url?hub.mode=subscribe&hub.verify_token=<token>&hub.challenge=<random>`. It passes when
 * the answer is a 200 whose body is exactly the challenge.
 */
export async function handshake(
  url: string,
  verifyToken: string,
  stop: AbortSignal,
): Promise<Verification> {
  const challenge = String(randomInt(1_000_000_000, 2_000_000_000));
  const target = new URL(url);
  target.searchParams.set('hub.mode', 'subscribe');
  target.searchParams.set('hub.verify_token', verifyToken);
  target.searchParams.set('hub.challenge', challenge);
  const result: Verification = {
    url,
    ok: false,
    status: null,
    error: null,
    challenge,
    at: new Date().toISOString(),
  };
  try {
    const res = await fetch(target, {
      headers: { 'user-agent': 'facebookplatform/1.0 (+http://developers.facebook.com)' },
      signal: AbortSignal.any([stop, AbortSignal.timeout(HANDSHAKE_TIMEOUT_MS)]),
    });
    const body = await res.text();
    result.status = res.status;
    result.ok = res.status === 200 && body === challenge;
    if (!result.ok) {
      result.error =
        res.status === 200
          ? `the answer did not echo hub.challenge (got ${JSON.stringify(body.slice(0, 100))})`
          : `HTTP ${res.status}`;
    }
  } catch (err) {
    result.error = err instanceof Error ? err.message : String(err);
  }
  return result;
}

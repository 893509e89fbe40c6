/** A failed API call: the HTTP status and the server's JSON body (`message`, `errors`, `msg`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: Record<string, unknown>,
  ) {
    super(typeof data.message === 'string' ? data.message : `Request failed (${status})`);
  }
}

/** Storage keys of SPEC §3 "Browser storage keys". */
export const STORAGE = {
  userInfo: 'userInfo',
  userToken: 'userToken',
  guestId: 'guestId',
  cart: 'cart',
} as const;

/** Calls the shop's `/api` (same origin); sends the bearer token from `userToken` when asked. */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: {
    body?: unknown;
    auth?: boolean;
    /** a bearer token to send instead of the stored one (a session not yet kept: see Login) */
    token?: string;
    query?: Record<string, string | undefined>;
    /** W3C trace context of the shopper action this call belongs to */
    traceparent?: string;
    /** gives up on the call (a time limit, the page left) */
    signal?: AbortSignal;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.traceparent) headers.traceparent = options.traceparent;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = options.token ?? localStorage.getItem(STORAGE.userToken);
  if ((options.auth || options.token) && token) headers.authorization = `Bearer ${token}`;
  const qs = options.query
    ? new URLSearchParams(
        Object.entries(options.query).filter(
          (e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '',
        ),
      ).toString()
    : '';
  const res = await fetch(`${path}${qs ? `?${qs}` : ''}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = { message: text };
  }
  if (!res.ok) throw new ApiError(res.status, (data ?? {}) as Record<string, unknown>);
  return data as T;
}

/** The message to show for a failed call: the server's `message`, else `fallback`. */
export function messageOf(err: unknown, fallback: string): string {
  if (err instanceof ApiError && typeof err.data.message === 'string') return err.data.message;
  return fallback;
}

/**
 * What to show for a failed account call, as SPEC §8 reads a refusal: every `errors[].message`,
 * else `msg`, else `message` (the account routes of issue 29 answer with it), else `fallback`.
 */
export function messagesOf(err: unknown, fallback: string): string[] {
  if (err instanceof ApiError) {
    const { errors, msg, message } = err.data;
    if (Array.isArray(errors) && errors.length)
      return errors.map((e) => String((e as { message?: unknown }).message ?? fallback));
    if (typeof msg === 'string' && msg) return [msg];
    if (typeof message === 'string' && message) return [message];
  }
  return [fallback];
}

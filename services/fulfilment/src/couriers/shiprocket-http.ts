import { CourierError, type TrackingScan } from './courier.js';
import { milestoneOf } from './shiprocket-statuses.js';
import type { ShiprocketOptions } from './shiprocket.js';

/** Shiprocket's login tokens last 10 days: one is used for 9 at most, then renewed. */
const TOKEN_LIFE_MS = 9 * 24 * 3600_000;

export type Json = Record<string, unknown>;
export const isJson = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `2026-11-27 14:05:09` in India time → an ISO instant. */
export function istToIso(text: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return new Date(text).toISOString();
  const [, y, mo, d, h, mi, s] = m;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}+05:30`).toISOString();
}

/** Scans as Shiprocket lists them (`shipment_track_activities`, a webhook's `scans`), oldest first (the order given kept within one second). */
export const scansOf = (scans: Json[]): TrackingScan[] =>
  scans
    .map((s) => ({
      at: istToIso(String(s.date)),
      milestone: milestoneOf(s['sr-status']),
      status: String(s['sr-status-label'] ?? ''),
      activity: String(s.activity ?? ''),
      location: String(s.location ?? ''),
    }))
    .sort((x, y) => x.at.localeCompare(y.at));

/** Shiprocket's words for a refusal: its message, then each field's problems. */
export function messageOf(body: unknown, status: number): string {
  if (!isJson(body)) return `Shiprocket answered ${status}`;
  const message = typeof body.message === 'string' ? body.message : `Shiprocket answered ${status}`;
  const errors = isJson(body.errors)
    ? Object.entries(body.errors).map(
        ([field, problems]) =>
          `${field}: ${Array.isArray(problems) ? problems.join(' ') : String(problems)}`,
      )
    : [];
  return errors.length > 0 ? `${message} ${errors.join('; ')}` : message;
}

/**
 * Calls to Shiprocket's API (`/v1/external`) with a bearer token from the API user's login,
 * kept and renewed (and once more on a 401; one sign-in at a time). A 429, a 5xx, a time-out
 * or an answer that is not JSON is `unavailable`; any other 4xx is `refused` with its words.
 */
export class ShiprocketApi {
  private token: { value: string; until: number } | null = null;
  private signingIn: Promise<string> | null = null;

  constructor(
    private readonly o: Pick<ShiprocketOptions, 'apiBase' | 'email' | 'password' | 'timeoutMs'>,
  ) {}

  /** One API call with the token; a 401 signs in again once. */
  async call(method: string, path: string, body?: unknown, again = false): Promise<Json> {
    const token = await this.bearer();
    const res = await this.send(method, path, body, token);
    if (res.status === 401 && !again) {
      if (this.token?.value === token) this.token = null;
      return this.call(method, path, body, true);
    }
    return this.answer(res);
  }

  private async bearer(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    // one sign-in at a time: calls made meanwhile wait for it
    this.signingIn ??= (async () => {
      try {
        const res = await this.send('POST', '/auth/login', {
          email: this.o.email,
          password: this.o.password,
        });
        const body = await this.answer(res);
        if (typeof body.token !== 'string' || body.token === '')
          throw new CourierError('unavailable', 'Shiprocket signed in without a token');
        this.token = { value: body.token, until: Date.now() + TOKEN_LIFE_MS };
        return body.token;
      } finally {
        this.signingIn = null;
      }
    })();
    return this.signingIn;
  }

  private async send(
    method: string,
    path: string,
    body: unknown,
    token?: string,
  ): Promise<Response> {
    const url = `${this.o.apiBase.replace(/\/+$/, '')}/v1/external${path}`;
    try {
      return await fetch(url, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.o.timeoutMs),
      });
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      throw new CourierError('unavailable', `Shiprocket did not answer ${method} ${path}: ${why}`);
    }
  }

  private async answer(res: Response): Promise<Json> {
    let text: string;
    try {
      text = await res.text();
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      throw new CourierError('unavailable', `Shiprocket's answer was cut: ${why}`, res.status);
    }
    let body: unknown = {};
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        throw new CourierError(
          'unavailable',
          `Shiprocket answered ${res.status} with no JSON`,
          res.status,
        );
      }
    }
    if (res.status === 429 || res.status >= 500)
      throw new CourierError('unavailable', messageOf(body, res.status), res.status);
    if (res.status >= 400)
      throw new CourierError('refused', messageOf(body, res.status), res.status);
    return isJson(body) ? body : { items: body };
  }
}

import { counter, failSpan, SpanKind, startSpan, type Span } from '@arogya/platform';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isAuthFailure, networkRejection } from './razorpay.errors.js';

/** Constant-time comparison of a hex HMAC-SHA256 of `payload` (with any of `secrets`). */
export function hmacMatches(
  payload: string | Buffer,
  signature: unknown,
  secrets: string[],
): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const given = Buffer.from(signature, 'hex');
  let ok = false;
  for (const secret of secrets)
    ok = timingSafeEqual(createHmac('sha256', secret).update(payload).digest(), given) || ok;
  return ok;
}

/** The part of the SDK's axios instance used here. */
export interface AxiosLike {
  defaults: { baseURL: string; timeout?: number };
  post(
    url: string,
    body: unknown,
    config: { headers: Record<string, string> },
  ): Promise<{ data: unknown }>;
  interceptors: {
    request: { use(ok: (config: SpanConfig) => SpanConfig): unknown };
    response: {
      use(
        ok: (res: { status: number; config: SpanConfig }) => unknown,
        fail: (err: unknown) => unknown,
      ): unknown;
    };
  };
}
type SpanConfig = { method?: string; url?: string; span?: Span; timeout?: number };
const methodOf = (config: SpanConfig | undefined) => (config?.method ?? 'get').toUpperCase();

/**
 * Razorpay API calls by outcome: `ok`, `client_error` (4xx: often expected, e.g. a payment
 * not found), `auth_error` (our key refused: 401, 403 or a 400 about the key — the
 * RazorpayKeyRefused alert pages at once), `server_error` (5xx) and `network` (no answer):
 * the last two make the RazorpayErrors alert's rate.
 */
export const razorpayRequests = counter('razorpay_requests_total', 'Razorpay API calls', [
  'method',
  'outcome',
]);

/**
 * A client span per Razorpay API call, in the trace of the work that makes it, and the call
 * counted in `razorpay_requests_total`.
 */
export function traceCalls(http: AxiosLike) {
  http.interceptors.request.use((config) => {
    const method = (config.method ?? 'get').toUpperCase();
    config.span = startSpan(`Razorpay ${method}`, {
      kind: SpanKind.CLIENT,
      attributes: {
        'http.request.method': method,
        'url.template': String(config.url).replace(/\/[A-Za-z0-9_]{14,}/g, '/{id}'),
        'server.address': new URL(http.defaults.baseURL).host,
      },
    });
    return config;
  });
  http.interceptors.response.use(
    (res) => {
      res.config.span?.setAttribute('http.response.status_code', res.status);
      res.config.span?.end();
      razorpayRequests.inc({ method: methodOf(res.config), outcome: 'ok' });
      return res;
    },
    (err: unknown) => {
      const e = err as {
        config?: SpanConfig;
        response?: { status: number; data?: { error?: { description?: unknown } } };
      };
      const status = e.response?.status;
      const description = String(e.response?.data?.error?.description ?? '');
      razorpayRequests.inc({
        method: methodOf(e.config),
        outcome:
          status === undefined
            ? 'network'
            : status >= 500
              ? 'server_error'
              : isAuthFailure(status, description)
                ? 'auth_error'
                : 'client_error',
      });
      if (e.response) e.config?.span?.setAttribute('http.response.status_code', e.response.status);
      if (e.config?.span) {
        failSpan(e.config.span, err);
        e.config.span.end();
      }
      return Promise.reject(e.response ? err : networkRejection(err as { code?: string }));
    },
  );
}

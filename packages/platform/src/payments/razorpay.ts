import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import { z } from 'zod';
import { failSpan, SpanKind, startSpan, type Span } from '../tracing/tracing.js';
import { optionalVar } from '../config/env.js';

/** Razorpay settings, shared by checkout (payments) and orders (refunds). */
export const razorpayEnvSchema = z.object({
  RAZORPAY_KEY_ID: z.string().min(1).default('rzp_test_sandbox'),
  RAZORPAY_KEY_SECRET: z.string().min(1).default('sandbox_key_secret'),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).default('sandbox_webhook_secret'),
  /** Where the SDK sends its calls: the sandbox here, unset for the real Razorpay. */
  RAZORPAY_API_BASE: optionalVar(z.string().url()),
});
export type RazorpayEnv = z.infer<typeof razorpayEnvSchema>;

export type { Razorpay };

/** The parts of a Razorpay order and payment the shop reads. */
export interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: string;
}
export interface RazorpayPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
}

/**
 * The official `razorpay` SDK, pointed at `apiBase` when given (the sandbox here). The SDK's
 * host is fixed in its constructor, but its HTTP client is its own public `api.rq`.
 */
export function createRazorpay({
  RAZORPAY_KEY_ID: keyId,
  RAZORPAY_KEY_SECRET: keySecret,
  RAZORPAY_API_BASE: apiBase,
}: RazorpayEnv): Razorpay {
  const rzp = new Razorpay({ key_id: keyId, key_secret: keySecret });
  const http = (rzp as unknown as { api: { rq: AxiosLike } }).api.rq;
  if (apiBase) http.defaults.baseURL = apiBase;
  traceCalls(http);
  return rzp;
}

/** The part of the SDK's axios instance used here. */
interface AxiosLike {
  defaults: { baseURL: string };
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
type SpanConfig = { method?: string; url?: string; span?: Span };

/** A client span per Razorpay API call, in the trace of the work that makes it. */
function traceCalls(http: AxiosLike) {
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
      return res;
    },
    (err: unknown) => {
      const e = err as { config?: SpanConfig; response?: { status: number } };
      if (e.response) e.config?.span?.setAttribute('http.response.status_code', e.response.status);
      if (e.config?.span) {
        failSpan(e.config.span, err);
        e.config.span.end();
      }
      return Promise.reject(err);
    },
  );
}

/** Constant-time comparison of a hex HMAC-SHA256 of `payload` with `signature`. */
export function hmacMatches(payload: string | Buffer, signature: unknown, secret: string): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(payload).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** Turns the SDK's thrown `{ statusCode, error }` into an Error with a readable message. */
export function razorpayError(err: unknown): Error {
  const e = err as { statusCode?: number; error?: { description?: string } };
  return new Error(`Razorpay ${e.statusCode ?? 'error'}: ${e.error?.description ?? String(err)}`);
}

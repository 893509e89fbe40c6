import { failSpan, RpcError, SpanKind, startSpan, type Span } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import { CHECKOUT_CONFIG, type CheckoutEnv } from '../config.js';

/** The parts of a Razorpay order, payment and refund the shop reads. */
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
export interface RazorpayRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: string;
}

/** What shoppers are told when Razorpay cannot be reached or fails. */
const UNREACHABLE = 'The payment provider could not be reached, please try again';

/** Turns the SDK's thrown `{ statusCode, error }` into an Error with a readable message. */
export function razorpayError(err: unknown): Error {
  const e = err as { statusCode?: number; error?: { description?: string } };
  return new Error(`Razorpay ${e.statusCode ?? 'error'}: ${e.error?.description ?? String(err)}`);
}

/** Razorpay's status for a failed call (4xx: it refused; none: it was not reached). */
const razorpayStatus = (err: unknown) => (err as { statusCode?: number }).statusCode;

/**
 * The official `razorpay` SDK, the only one in the shop: pointed at `RAZORPAY_API_BASE` when
 * set (the sandbox here; the SDK's host is fixed in its constructor, but its HTTP client is its
 * own public `api.rq`), every call bounded by `RAZORPAY_TIMEOUT_MS` and traced as a client span.
 * Methods answer typed entities and throw the SDK's error; `unreachable()` is what a shopper's
 * request then answers.
 */
@Injectable()
export class RazorpayClient {
  private readonly rzp: Razorpay;
  /** The public key id, which the storefront's popup needs. */
  readonly keyId: string;

  constructor(@Inject(CHECKOUT_CONFIG) private readonly config: CheckoutEnv) {
    this.keyId = config.RAZORPAY_KEY_ID;
    this.rzp = new Razorpay({
      key_id: config.RAZORPAY_KEY_ID,
      key_secret: config.RAZORPAY_KEY_SECRET,
    });
    const http = (this.rzp as unknown as { api: { rq: AxiosLike } }).api.rq;
    if (config.RAZORPAY_API_BASE) http.defaults.baseURL = config.RAZORPAY_API_BASE;
    http.defaults.timeout = config.RAZORPAY_TIMEOUT_MS;
    traceCalls(http);
  }

  /** Whether the popup's `signature` is Razorpay's, over `<order id>|<payment id>`. */
  paymentSignatureMatches(orderId: string, paymentId: string, signature: string): boolean {
    return hmacMatches(`${orderId}|${paymentId}`, signature, this.config.RAZORPAY_KEY_SECRET);
  }

  /** Whether a webhook's `signature` is Razorpay's, over its raw body. */
  webhookSignatureMatches(rawBody: Buffer, signature: string | null): boolean {
    return hmacMatches(rawBody, signature, this.config.RAZORPAY_WEBHOOK_SECRET);
  }

  /** 502 for a shopper's request that needed Razorpay. */
  static unreachable(): RpcError {
    return new RpcError(502, UNREACHABLE);
  }

  createOrder(checkoutId: string, amountPaise: number): Promise<RazorpayOrder> {
    return this.rzp.orders.create({
      amount: amountPaise,
      currency: 'INR',
      receipt: checkoutId,
      notes: { checkoutId },
    }) as unknown as Promise<RazorpayOrder>;
  }

  fetchOrder(orderId: string): Promise<RazorpayOrder> {
    return this.rzp.orders.fetch(orderId) as unknown as Promise<RazorpayOrder>;
  }

  /** A payment, or null when Razorpay does not know it (400/404). */
  async fetchPayment(paymentId: string): Promise<RazorpayPayment | null> {
    try {
      return (await this.rzp.payments.fetch(paymentId)) as unknown as RazorpayPayment;
    } catch (err) {
      const status = razorpayStatus(err);
      if (status === 404 || status === 400) return null;
      throw err;
    }
  }

  async paymentsOf(orderId: string): Promise<RazorpayPayment[]> {
    const list = (await this.rzp.orders.fetchPayments(orderId)) as unknown as {
      items: RazorpayPayment[];
    };
    return list.items;
  }

  /** Refunds `amountPaise` of a payment; `receipt` (the order id) makes a retry the same refund. */
  refund(paymentId: string, amountPaise: number, receipt: string): Promise<RazorpayRefund> {
    return this.rzp.payments.refund(paymentId, {
      amount: amountPaise,
      receipt,
      notes: { orderId: receipt },
    }) as unknown as Promise<RazorpayRefund>;
  }
}

/** Constant-time comparison of a hex HMAC-SHA256 of `payload` with `signature`. */
function hmacMatches(payload: string | Buffer, signature: unknown, secret: string): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(payload).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The part of the SDK's axios instance used here. */
interface AxiosLike {
  defaults: { baseURL: string; timeout?: number };
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

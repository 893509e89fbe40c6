import { Inject, Injectable } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import Razorpay from 'razorpay';
import { CHECKOUT_CONFIG, type CheckoutEnv } from '../config.js';
import { classify, RazorpayFailure } from './razorpay.errors.js';
import {
  captureMinutesFor,
  isCaptured,
  type RazorpayDispute,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
} from './razorpay.entities.js';
import { hmacMatches, traceCalls, type AxiosLike } from './razorpay.http.js';

export * from './razorpay.entities.js';

/** The time left to the work that made a call: its calls, retries and waits share it. */
const budgets = new AsyncLocalStorage<{ deadline: number }>();

/**
 * The official `razorpay` SDK, the only one in the shop: pointed at `RAZORPAY_API_BASE` when
 * set (the sandbox here; the SDK's host is fixed in its constructor, but its HTTP client is its
 * own public `api.rq`), every call bounded by `RAZORPAY_TIMEOUT_MS`, traced as a client span,
 * retried with jitter when Razorpay answered 429 or 5xx or could not be reached, and failing
 * with a classified `RazorpayFailure` (`razorpay.errors.ts`). It alone holds the secrets.
 */
@Injectable()
export class RazorpayClient {
  private readonly rzp: Razorpay;
  private readonly http: AxiosLike;
  /** The public key id, which the storefront's popup needs. */
  readonly keyId: string;

  constructor(@Inject(CHECKOUT_CONFIG) private readonly config: CheckoutEnv) {
    this.keyId = config.RAZORPAY_KEY_ID;
    this.rzp = new Razorpay({
      key_id: config.RAZORPAY_KEY_ID,
      key_secret: config.RAZORPAY_KEY_SECRET,
    });
    this.http = (this.rzp as unknown as { api: { rq: AxiosLike } }).api.rq;
    if (config.RAZORPAY_API_BASE) this.http.defaults.baseURL = config.RAZORPAY_API_BASE;
    this.http.defaults.timeout = config.RAZORPAY_TIMEOUT_MS;
    // a call made within a budget may take no longer than what is left of it
    this.http.interceptors.request.use((c) => {
      const left = this.budgetLeft();
      if (left !== null) c.timeout = Math.max(1, Math.min(config.RAZORPAY_TIMEOUT_MS, left));
      return c;
    });
    traceCalls(this.http);
  }

  /**
   * Runs `work` with `RAZORPAY_BUDGET_MS` for all of its Razorpay calls together — each call's
   * time-out, retries and waits come out of it — so that the shopper's request, whose caller
   * gives up at `PAYMENT_RPC_TIMEOUT_MS`, always gets an answer from us (pending, when
   * Razorpay took too long) instead of a time-out of its own (issue 27).
   */
  withinBudget<T>(work: () => Promise<T>): Promise<T> {
    return budgets.run({ deadline: Date.now() + this.config.RAZORPAY_BUDGET_MS }, work);
  }

  /** Milliseconds left of the current budget; null outside one. */
  private budgetLeft(): number | null {
    const b = budgets.getStore();
    return b ? b.deadline - Date.now() : null;
  }

  /** Whether the popup's `signature` is Razorpay's, over `<order id>|<payment id>`. */
  paymentSignatureMatches(orderId: string, paymentId: string, signature: string): boolean {
    return hmacMatches(`${orderId}|${paymentId}`, signature, [this.config.RAZORPAY_KEY_SECRET]);
  }

  /**
   * Whether a webhook's `signature` is Razorpay's, over its raw body, with the webhook secret or,
   * while it is being rotated out, the previous one.
   */
  webhookSignatureMatches(rawBody: Buffer, signature: string | null): boolean {
    const secrets = [this.config.RAZORPAY_WEBHOOK_SECRET];
    if (this.config.RAZORPAY_WEBHOOK_SECRET_PREVIOUS)
      secrets.push(this.config.RAZORPAY_WEBHOOK_SECRET_PREVIOUS);
    return hmacMatches(rawBody, signature, secrets);
  }

  /**
   * A Razorpay order for a checkout, captured automatically only while its hold lasts: the
   * capture window is the hold's minutes left (Razorpay's minimum is 12), so an authorisation
   * arriving later stays uncaptured and Razorpay gives it back.
   */
  createOrder(checkoutId: string, amountPaise: number, holdMsLeft: number): Promise<RazorpayOrder> {
    const minutes = captureMinutesFor(holdMsLeft);
    return this.send(
      () =>
        this.rzp.orders.create({
          amount: amountPaise,
          currency: 'INR',
          receipt: checkoutId,
          notes: { checkoutId },
          payment: {
            capture: 'automatic',
            capture_options: {
              automatic_expiry_period: minutes,
              manual_expiry_period: minutes,
              refund_speed: 'optimum',
            },
          },
        } as never) as unknown as Promise<RazorpayOrder>,
    );
  }

  fetchOrder(orderId: string): Promise<RazorpayOrder> {
    return this.send(() => this.rzp.orders.fetch(orderId) as unknown as Promise<RazorpayOrder>);
  }

  /**
   * A payment, or null when Razorpay says it does not know it (a 400 "The id provided does not
   * exist"). Any other failure throws — a refused key above all: an outage never reads as "no
   * such payment" (issue 27).
   */
  async fetchPayment(paymentId: string): Promise<RazorpayPayment | null> {
    try {
      return await this.send(
        () => this.rzp.payments.fetch(paymentId) as unknown as Promise<RazorpayPayment>,
      );
    } catch (err) {
      if (err instanceof RazorpayFailure && err.unknownId) return null;
      throw err;
    }
  }

  /** Every payment made on a Razorpay order, newest first, failed ones included. */
  async paymentsOf(orderId: string): Promise<RazorpayPayment[]> {
    const list = await this.send(
      () =>
        this.rzp.orders.fetchPayments(orderId) as unknown as Promise<{ items: RazorpayPayment[] }>,
    );
    return list.items;
  }

  /**
   * Captures an authorised payment for its full amount; a payment already captured (by
   * Razorpay, or by another replica a moment ago) counts as success. Answers it as it now is.
   */
  async capture(paymentId: string, amountPaise: number): Promise<RazorpayPayment> {
    try {
      return await this.send(
        () =>
          this.rzp.payments.capture(
            paymentId,
            amountPaise,
            'INR',
          ) as unknown as Promise<RazorpayPayment>,
      );
    } catch (err) {
      if (!(err instanceof RazorpayFailure) || !/already been captured/i.test(err.description))
        throw err;
      const now = await this.fetchPayment(paymentId);
      if (!now || !isCaptured(now)) throw err;
      return now;
    }
  }

  /** The refunds of a payment (up to 100, newest first). */
  async refundsOf(paymentId: string): Promise<RazorpayRefund[]> {
    const list = await this.send(
      () =>
        this.rzp.payments.fetchMultipleRefund(paymentId, { count: 100 }) as unknown as Promise<{
          items: RazorpayRefund[];
        }>,
    );
    return list.items;
  }

  fetchRefund(paymentId: string, refundId: string): Promise<RazorpayRefund> {
    return this.send(
      () =>
        this.rzp.payments.fetchRefund(paymentId, refundId) as unknown as Promise<RazorpayRefund>,
    );
  }

  /** A dispute of a payment, as Razorpay has it now. */
  fetchDispute(disputeId: string): Promise<RazorpayDispute> {
    return this.send(
      () => this.rzp.disputes.fetch(disputeId) as unknown as Promise<RazorpayDispute>,
    );
  }

  /**
   * Refunds `amountPaise` of a payment. `key` goes in `X-Refund-Idempotency`, Razorpay's key
   * for "the same refund": a retry after a timeout answers the first refund instead of paying
   * out twice. The SDK's `refund()` cannot send headers, so this uses its HTTP client.
   */
  refund(paymentId: string, amountPaise: number, key: string): Promise<RazorpayRefund> {
    return this.send(async () => {
      const res = await this.http
        .post(
          `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
          { amount: amountPaise, speed: 'optimum', notes: { refundKey: key } },
          { headers: { 'X-Refund-Idempotency': key } },
        )
        .catch((err: { response: { status: number; data: { error?: unknown } } }) => {
          throw { statusCode: err.response.status, error: err.response.data?.error };
        });
      return res.data as RazorpayRefund;
    });
  }

  /**
   * Runs one SDK call; a throttled, failing or unreachable Razorpay is asked again up to
   * `RAZORPAY_RETRIES` times after a jittered, doubling wait (a timeout is not: its time is
   * spent; nor a refusal, a refused key or a busy payment: a second later cannot fix them).
   * Within a budget, a call is not started, nor a wait begun, that the budget cannot cover:
   * that fails as a timeout. Failures leave classified.
   */
  private async send<T>(call: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const left = this.budgetLeft();
      if (left !== null && left <= 0)
        throw new RazorpayFailure('timeout', 'the time for this request is spent', null);
      try {
        return await call();
      } catch (err) {
        const f = classify(err);
        if (!f.retryNow || attempt >= this.config.RAZORPAY_RETRIES) throw f;
        const jitter = 200 * 2 ** attempt * (0.5 + Math.random());
        const wait = f.kind === 'throttled' ? jitter * 2 : jitter;
        const after = this.budgetLeft();
        if (after !== null && after <= wait) throw f;
        await sleep(wait);
      }
    }
  }
}

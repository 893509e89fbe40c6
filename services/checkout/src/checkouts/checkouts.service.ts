import {
  type Caller,
  CatalogRpc,
  CheckoutCreatedV1,
  CheckoutExpiredV1,
  isEntityId,
  OrdersRpc,
  parseCheckoutInput,
  PaymentVerifiedV1,
  paiseToRupees,
  PAYMENT_METHOD,
  type CheckoutStatus,
  type CheckoutView,
  type OrderPlacedV1,
  type OrderView,
  type PricedItem,
  type ShippingAddress,
} from '@arogya/contracts';
import type { Namespace } from '@arogya/contracts';
import {
  appendToOutbox,
  badRequest,
  CONFIG,
  conflict,
  DATA_SOURCE,
  JobQueue,
  LOGGER,
  NAMESPACE,
  notFound,
  RpcClient,
  RpcError,
  createRazorpay,
  hmacMatches,
  razorpayError,
  type BaseEnv,
  type Razorpay,
  type RazorpayOrder,
  type RazorpayPayment,
  type Logger,
} from '@arogya/platform';
import {
  Inject,
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { CHECKOUT_CONFIG, type CheckoutEnv } from '../config.js';
import { canMove, transition } from './checkout-transitions.js';

interface CheckoutRow {
  id: string;
  user_id: string;
  user_name: string;
  items: PricedItem[];
  shipping_address: ShippingAddress;
  total_paise: number;
  payment_method: string;
  status: CheckoutStatus;
  razorpay_order_id: string | null;
  razorpay_payment_id: string | null;
  paid_at: Date | null;
  order_id: string | null;
  expires_at: Date;
  created_at: Date;
}

/** Finalize's answer while the order is still on its way (the gateway answers 202). */
export interface FinalizePending {
  pending: true;
  message: string;
  checkoutId: string;
}

const NOT_FOUND = 'Checkout not found';
const VERIFY_FAILED = 'Payment verification failed';
const NOT_VERIFIED = 'Payment has not been verified';

/** What `verifyPayment` answers when a payment does not check out (SPEC §4 reads `success`). */
const verifyFailed = () => new RpcError(400, VERIFY_FAILED, { success: false });

/**
 * Checkouts and their payment (ARCHITECTURE §3). The server prices everything from the
 * catalog and holds the stock; Razorpay is asked for the stored total; a payment counts only
 * once the shop verified it — by signature, by signed webhook, or by asking Razorpay — and
 * all three go through `paymentVerified`, which writes `payment-verified` to the outbox once.
 */
@Injectable()
export class CheckoutsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly rzp: Razorpay;
  private readonly jobs: JobQueue;

  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(CHECKOUT_CONFIG) private readonly config: CheckoutEnv,
    @Inject(LOGGER) private readonly log: Logger,
    private readonly rpc: RpcClient,
    @Inject(CONFIG) base: BaseEnv,
    @Inject(NAMESPACE) ns: Namespace,
  ) {
    this.rzp = createRazorpay(config);
    this.jobs = new JobQueue('checkout-jobs', base.REDIS_URL, ns, log, [
      {
        name: 'expire-checkout',
        run: (data) => this.expire((data as { checkoutId: string }).checkoutId),
      },
      { name: 'reconcile', everyMs: config.RECONCILE_EVERY_MS, run: () => this.reconcileDue() },
    ]);
  }

  onApplicationBootstrap() {
    return this.jobs.start();
  }

  beforeApplicationShutdown() {
    return this.jobs.stop();
  }

  /** `POST /api/checkout`: prices from the catalog, stock held, the client's total only compared. */
  async create(caller: Caller, body: unknown): Promise<CheckoutView> {
    const parsed = parseCheckoutInput(body);
    if (!parsed.ok) throw badRequest(parsed.message);
    const { items, shippingAddress, claimedTotalPaise } = parsed.value;
    const id = randomUUID();
    const priced = await this.rpc.request<PricedItem[]>(CatalogRpc.reserve, {
      checkoutId: id,
      items,
    });
    const total = priced.reduce((sum, i) => sum + i.pricePaise * i.quantity, 0);
    const release = () =>
      this.rpc.request(CatalogRpc.release, { checkoutId: id }).catch(() => undefined);
    if (claimedTotalPaise !== null && claimedTotalPaise !== total) {
      await release();
      throw conflict(
        `Prices have changed: your total is now ₹${paiseToRupees(total)}. Please review your cart.`,
      );
    }
    const expiresAt = new Date(Date.now() + this.config.CHECKOUT_TTL_MS);
    try {
      await this.ds.transaction(async (m) => {
        await m.query(
          `INSERT INTO checkouts (id, user_id, user_name, items, shipping_address, total_paise, payment_method, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            id,
            caller.userId,
            caller.name,
            JSON.stringify(priced),
            JSON.stringify(shippingAddress),
            total,
            PAYMENT_METHOD,
            expiresAt,
          ],
        );
        await appendToOutbox(m, CheckoutCreatedV1, {
          checkoutId: id,
          userId: caller.userId,
          items: priced,
          totalPricePaise: total,
          expiresAt: expiresAt.toISOString(),
        });
      });
      await this.jobs.schedule(
        'expire-checkout',
        { checkoutId: id },
        this.config.CHECKOUT_TTL_MS,
        `expire-${id}`,
      );
    } catch (err) {
      await release();
      throw err;
    }
    return this.view((await this.row(this.ds.manager, id))!);
  }

  /** One of the caller's checkouts. */
  async get(caller: Caller, id: unknown): Promise<CheckoutView> {
    return this.view(await this.owned(this.ds.manager, caller, id));
  }

  /**
   * `POST /api/createOrder`: the Razorpay order for the stored total (the client's `amount`
   * is only compared), once per checkout — asking again answers the same order.
   */
  async paymentOrder(caller: Caller, body: unknown) {
    const b = (body ?? {}) as { courseId?: unknown; amount?: unknown };
    return this.ds.transaction(async (m) => {
      const c = await this.owned(m, caller, b.courseId, true);
      if (b.amount !== undefined && b.amount !== null) {
        const amount = typeof b.amount === 'number' ? b.amount : Number(b.amount);
        if (!Number.isFinite(amount) || Math.round(amount * 100) !== c.total_paise) {
          throw badRequest('The amount does not match your checkout total');
        }
      }
      if (c.status !== 'created' && c.status !== 'payment_pending') {
        throw conflict(
          c.status === 'expired' ? 'This checkout has expired' : 'This checkout is already paid',
        );
      }
      let order: RazorpayOrder;
      try {
        order = c.razorpay_order_id
          ? ((await this.rzp.orders.fetch(c.razorpay_order_id)) as unknown as RazorpayOrder)
          : ((await this.rzp.orders.create({
              amount: c.total_paise,
              currency: 'INR',
              receipt: c.id,
              notes: { checkoutId: c.id },
            })) as unknown as RazorpayOrder);
      } catch (err) {
        this.log.error({ err: razorpayError(err) }, 'Razorpay order failed');
        throw new RpcError(502, 'The payment provider could not be reached, please try again');
      }
      if (c.status === 'created') transition(c, 'payment_pending');
      await m.query(
        `UPDATE checkouts SET razorpay_order_id = $2, status = $3, updated_at = now() WHERE id = $1`,
        [c.id, order.id, c.status],
      );
      return {
        id: order.id,
        orderId: order.id,
        amount: order.amount,
        currency: order.currency,
        key: this.config.RAZORPAY_KEY_ID,
        checkoutId: c.id,
      };
    });
  }

  /** `POST /api/verifyPayment`: the signature over the stored order id, then the payment itself. */
  async verify(caller: Caller, body: unknown): Promise<{ success: true; checkoutId: string }> {
    const b = (body ?? {}) as Record<string, unknown>;
    const orderId = b.order_id ?? b.razorpay_order_id;
    const paymentId = b.payment_id ?? b.razorpay_payment_id;
    const signature = b.signature ?? b.razorpay_signature;
    if (
      typeof orderId !== 'string' ||
      typeof paymentId !== 'string' ||
      typeof signature !== 'string'
    ) {
      throw new RpcError(400, 'order_id, payment_id and signature are required', {
        success: false,
      });
    }
    const rows = (await this.ds.query('SELECT * FROM checkouts WHERE razorpay_order_id = $1', [
      orderId,
    ])) as CheckoutRow[];
    const c = rows[0];
    if (!c || c.user_id !== caller.userId) throw notFound(NOT_FOUND);
    if (
      !hmacMatches(
        `${c.razorpay_order_id}|${paymentId}`,
        signature,
        this.config.RAZORPAY_KEY_SECRET,
      )
    ) {
      throw verifyFailed();
    }
    const payment = await this.fetchPayment(paymentId);
    if (!payment || !this.settles(c, payment)) throw verifyFailed();
    await this.ds.transaction((m) => this.paymentVerified(m, c.id, paymentId, 'signature'));
    return { success: true, checkoutId: c.id };
  }

  /**
   * `PUT /api/checkout/:id/pay`: 201 only for a checkout the server verified. A body claiming
   * `paid` proves nothing; signed `paymentDetails` are verified like `verifyPayment`.
   */
  async markPaid(caller: Caller, id: unknown, body: unknown): Promise<CheckoutView> {
    let c = await this.owned(this.ds.manager, caller, id);
    if (c.status !== 'paid' && c.status !== 'finalized') {
      const details = (body as { paymentDetails?: Record<string, unknown> } | null)?.paymentDetails;
      if (details && c.razorpay_order_id) {
        await this.verify(caller, { ...details, order_id: c.razorpay_order_id }).catch(() => {
          throw conflict(NOT_VERIFIED);
        });
        c = await this.owned(this.ds.manager, caller, id);
      }
      if (c.status !== 'paid' && c.status !== 'finalized') throw conflict(NOT_VERIFIED);
    }
    return this.view(c);
  }

  /**
   * `POST /api/checkout/:id/finalize`: the order, once the event path created it (waits a
   * bounded time); never creates one itself, so calling it again changes nothing.
   */
  async finalize(caller: Caller, id: unknown): Promise<OrderView | FinalizePending> {
    const c = await this.owned(this.ds.manager, caller, id);
    if (c.status === 'expired') throw conflict('This checkout has expired');
    if (c.status !== 'paid' && c.status !== 'finalized') throw conflict(NOT_VERIFIED);
    const deadline = Date.now() + this.config.FINALIZE_WAIT_MS;
    for (;;) {
      try {
        return await this.rpc.request<OrderView>(OrdersRpc.byCheckout, {
          checkoutId: c.id,
          userId: caller.userId,
        });
      } catch (err) {
        const retryable = err instanceof RpcError && (err.status === 404 || err.status === 503);
        if (!retryable) throw err;
      }
      if (Date.now() >= deadline) {
        return { pending: true, message: 'Your order is being created', checkoutId: c.id };
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /**
   * `POST /api/webhooks/razorpay`: signed over the raw body with the webhook secret, handled
   * once per event id, amount and currency checked against the stored checkout.
   */
  async webhook(body: unknown): Promise<{ status: string }> {
    const b = (body ?? {}) as { rawBody?: unknown; signature?: unknown; eventId?: unknown };
    if (typeof b.rawBody !== 'string') throw badRequest('Missing body');
    const raw = Buffer.from(b.rawBody, 'base64');
    if (!hmacMatches(raw, b.signature, this.config.RAZORPAY_WEBHOOK_SECRET)) {
      throw badRequest('Invalid webhook signature');
    }
    let event: { event?: string; payload?: { payment?: { entity?: RazorpayPayment } } };
    try {
      event = JSON.parse(raw.toString('utf8')) as typeof event;
    } catch {
      throw badRequest('Webhook body is not JSON');
    }
    const eventId = typeof b.eventId === 'string' && b.eventId ? b.eventId : undefined;
    if (!eventId) throw badRequest('Missing X-Razorpay-Event-Id');
    return this.ds.transaction(async (m) => {
      const fresh = (await m.query(
        'INSERT INTO webhook_events (event_id, event) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
        [eventId, String(event.event)],
      )) as unknown[];
      if (fresh.length === 0) return { status: 'duplicate' };
      const payment = event.payload?.payment?.entity;
      if ((event.event !== 'payment.captured' && event.event !== 'order.paid') || !payment) {
        return { status: 'ignored' };
      }
      const [c] = (await m.query('SELECT * FROM checkouts WHERE razorpay_order_id = $1', [
        payment.order_id,
      ])) as CheckoutRow[];
      if (!c) return { status: 'unknown order' };
      if (!this.settles(c, payment)) {
        this.log.error(
          { checkoutId: c.id, paymentId: payment.id },
          'Webhook payment does not match the checkout',
        );
        return { status: 'mismatch' };
      }
      return { status: await this.paymentVerified(m, c.id, payment.id, 'webhook') };
    });
  }

  /**
   * The one "payment verified" transition. Locks the checkout; a checkout already paid is
   * left alone, so signature, webhook and reconciliation together still write one event.
   */
  async paymentVerified(
    m: EntityManager,
    checkoutId: string,
    paymentId: string,
    via: PaymentVerifiedV1['via'],
  ): Promise<'verified' | 'already' | 'expired'> {
    const c = (await this.row(m, checkoutId, true))!;
    if (c.status === 'paid' || c.status === 'finalized') return 'already';
    if (!canMove(c.status, 'paid')) {
      this.log.error(
        { checkoutId, paymentId, via },
        'Payment for an expired checkout: refund it by hand',
      );
      return 'expired';
    }
    transition(c, 'paid');
    const [updated] = (await m.query(
      `UPDATE checkouts SET status = 'paid', razorpay_payment_id = $2, paid_at = now(), updated_at = now()
        WHERE id = $1 RETURNING paid_at`,
      [checkoutId, paymentId],
    )) as [{ paid_at: Date }[], number];
    const paid_at = updated[0]!.paid_at;
    await appendToOutbox(m, PaymentVerifiedV1, {
      checkoutId,
      userId: c.user_id,
      userName: c.user_name,
      items: c.items,
      shippingAddress: c.shipping_address,
      totalPricePaise: c.total_paise,
      paymentMethod: c.payment_method,
      razorpayOrderId: c.razorpay_order_id!,
      razorpayPaymentId: paymentId,
      paidAt: new Date(paid_at).toISOString(),
      via,
    });
    return 'verified';
  }

  /** `orders.order-placed.v1` → the checkout is finalized with its order. */
  async orderPlaced(m: EntityManager, order: OrderPlacedV1): Promise<void> {
    const c = await this.row(m, order.checkoutId, true);
    if (!c || c.status === 'finalized') return;
    transition(c, 'finalized');
    await m.query(
      `UPDATE checkouts SET status = 'finalized', order_id = $2, updated_at = now() WHERE id = $1`,
      [c.id, order.orderId],
    );
  }

  /** Asks Razorpay about checkouts left awaiting payment and verifies those that were paid. */
  async reconcileDue(): Promise<{ checked: number; verified: number }> {
    const due = (await this.ds.query(
      `SELECT id FROM checkouts WHERE status = 'payment_pending'
          AND updated_at < now() - make_interval(secs => $1::float8 / 1000) ORDER BY updated_at LIMIT 100`,
      [this.config.RECONCILE_AFTER_MS],
    )) as { id: string }[];
    let verified = 0;
    for (const { id } of due) if ((await this.reconcileOne(id)) === 'verified') verified++;
    return { checked: due.length, verified };
  }

  private async reconcileOne(id: string): Promise<string> {
    const c = await this.row(this.ds.manager, id);
    if (!c?.razorpay_order_id || c.status !== 'payment_pending') return 'skipped';
    let payments: RazorpayPayment[];
    try {
      const list = (await this.rzp.orders.fetchPayments(c.razorpay_order_id)) as unknown as {
        items: RazorpayPayment[];
      };
      payments = list.items;
    } catch (err) {
      throw razorpayError(err); // the job retries with backoff
    }
    const paid = payments.find((p) => this.settles(c, p));
    if (!paid) return 'unpaid';
    return this.ds.transaction((m) => this.paymentVerified(m, c.id, paid.id, 'reconciliation'));
  }

  /** The delayed job at the end of a checkout's hold: expire it, unless Razorpay says it was paid. */
  async expire(checkoutId: string): Promise<string> {
    const c = await this.row(this.ds.manager, checkoutId);
    if (!c || !canMove(c.status, 'expired')) return 'skipped';
    if (c.status === 'payment_pending' && (await this.reconcileOne(c.id)) === 'verified')
      return 'paid';
    return this.ds.transaction(async (m) => {
      const locked = (await this.row(m, checkoutId, true))!;
      if (!canMove(locked.status, 'expired')) return 'skipped';
      transition(locked, 'expired');
      await m.query(`UPDATE checkouts SET status = 'expired', updated_at = now() WHERE id = $1`, [
        checkoutId,
      ]);
      await appendToOutbox(m, CheckoutExpiredV1, { checkoutId, userId: locked.user_id });
      return 'expired';
    });
  }

  /** Whether a Razorpay payment settles this checkout: its order, captured, the stored total in INR. */
  private settles(c: CheckoutRow, p: RazorpayPayment): boolean {
    return (
      p.order_id === c.razorpay_order_id &&
      p.status === 'captured' &&
      p.amount === c.total_paise &&
      p.currency === 'INR'
    );
  }

  private async fetchPayment(paymentId: string): Promise<RazorpayPayment | null> {
    try {
      return (await this.rzp.payments.fetch(paymentId)) as unknown as RazorpayPayment;
    } catch (err) {
      if (
        (err as { statusCode?: number }).statusCode === 404 ||
        (err as { statusCode?: number }).statusCode === 400
      ) {
        return null;
      }
      this.log.error({ err: razorpayError(err) }, 'Razorpay payment fetch failed');
      throw new RpcError(502, 'The payment provider could not be reached, please try again');
    }
  }

  private async row(m: EntityManager, id: string, lock = false): Promise<CheckoutRow | null> {
    const rows = (await m.query(
      `SELECT * FROM checkouts WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    )) as CheckoutRow[];
    return rows[0] ?? null;
  }

  /** The checkout `id` if it is the caller's; anyone else gets 404 (ARCHITECTURE §3.8). */
  private async owned(
    m: EntityManager,
    caller: Caller,
    id: unknown,
    lock = false,
  ): Promise<CheckoutRow> {
    if (!isEntityId(id)) throw badRequest('Invalid checkout id');
    const c = await this.row(m, id, lock);
    if (!c || c.user_id !== caller.userId) throw notFound(NOT_FOUND);
    return c;
  }

  private view(c: CheckoutRow): CheckoutView {
    return {
      _id: c.id,
      user: c.user_id,
      checkoutItems: c.items.map(({ pricePaise, ...i }) => ({
        ...i,
        price: paiseToRupees(pricePaise),
      })),
      shippingAddress: c.shipping_address,
      paymentMethod: c.payment_method,
      totalPrice: paiseToRupees(c.total_paise),
      status: c.status,
      isPaid: c.status === 'paid' || c.status === 'finalized',
      paidAt: c.paid_at ? new Date(c.paid_at).toISOString() : null,
      isFinalized: c.status === 'finalized',
      orderId: c.order_id,
      createdAt: new Date(c.created_at).toISOString(),
      expiresAt: new Date(c.expires_at).toISOString(),
    };
  }
}

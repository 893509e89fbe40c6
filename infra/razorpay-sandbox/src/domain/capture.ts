import { RazorpayError } from '../errors.js';
import { paymentEvent, type WebhookEvent } from '../webhooks/events.js';
import { notify, type Context } from './context.js';
import type { Order, Payment } from './entities.js';
import { readFields, type Fields } from './input.js';
import { currentPayment } from './lapse.js';
import type { Ledger, OrderPaymentConfig } from './ledger.js';
import { authorizePayment, orderOf } from './payments.js';

/** Razorpay's bounds on capture windows, in minutes (manual: at most 5 days). */
const MIN_EXPIRY_MINUTES = 12;
const MAX_MANUAL_EXPIRY_MINUTES = 7200;

function minutes(options: Fields, name: string, min: number, max: number): number | undefined {
  const field = `payment.capture_options.${name}`;
  const value = options[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw RazorpayError.badRequest(`The ${name} must be an integer (minutes).`, field);
  }
  if (value < min || value > max) {
    throw RazorpayError.badRequest(`The ${name} must be between ${min} and ${max}.`, field);
  }
  return value;
}

/**
 * Reads the `payment` object of `POST /v1/orders` (capture settings of that order's payments),
 * refusing what Razorpay refuses: a capture other than automatic or manual, an automatic
 * capture with options but no `automatic_expiry_period`, periods below 12 minutes, a manual
 * period shorter than the automatic one or longer than 7200 minutes, an unknown refund speed.
 */
export function readPaymentConfig(fields: Fields): OrderPaymentConfig | undefined {
  const value = fields.payment;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw RazorpayError.badRequest('The payment must be an object.', 'payment');
  }
  const payment = value as Fields;
  const capture = payment.capture;
  if (capture !== 'automatic' && capture !== 'manual') {
    throw RazorpayError.badRequest(
      'The capture must be either automatic or manual.',
      'payment.capture',
    );
  }
  const config: OrderPaymentConfig = { capture };
  const raw = payment.capture_options;
  if (raw === undefined || raw === null) return config;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw RazorpayError.badRequest(
      'The capture_options must be an object.',
      'payment.capture_options',
    );
  }
  const options = raw as Fields;
  const automatic = minutes(options, 'automatic_expiry_period', MIN_EXPIRY_MINUTES, 7200);
  if (capture === 'automatic' && automatic === undefined) {
    throw RazorpayError.badRequest(
      'The automatic_expiry_period field is required when capture is automatic.',
      'payment.capture_options.automatic_expiry_period',
    );
  }
  const manual = minutes(
    options,
    'manual_expiry_period',
    automatic ?? MIN_EXPIRY_MINUTES,
    MAX_MANUAL_EXPIRY_MINUTES,
  );
  const speed = options.refund_speed;
  if (speed !== 'normal' && speed !== 'optimum') {
    throw RazorpayError.badRequest(
      'The refund_speed must be either normal or optimum.',
      'payment.capture_options.refund_speed',
    );
  }
  config.capture_options = { refund_speed: speed };
  if (automatic !== undefined) config.capture_options.automatic_expiry_period = automatic;
  if (manual !== undefined) config.capture_options.manual_expiry_period = manual;
  return config;
}

/**
 * Whether an authorization now captures the payment at once: the order's own capture setting
 * or else the account's (`settings.captureMode`) is automatic, and, when the order gave an
 * `automatic_expiry_period`, the payment was created at most that many minutes ago.
 */
export function capturesAutomatically(ctx: Context, payment: Payment): boolean {
  const config = ctx.ledger.orderPayment.get(payment.order_id);
  if ((config?.capture ?? ctx.settings.captureMode) !== 'automatic') return false;
  const period = config?.capture_options?.automatic_expiry_period;
  return period === undefined || ctx.ledger.now() - payment.created_at <= period * 60;
}

/**
 * Takes the authorized money: the payment turns `captured` (with Razorpay's card pricing, 2%
 * plus 18% GST on it, as `fee`) and its order `paid`. Recorded in `ledger.captures`.
 */
function capture(ledger: Ledger, payment: Payment, automatic: boolean): Order {
  const tax = Math.round(payment.amount * 0.0036);
  Object.assign(payment, {
    status: 'captured',
    captured: true,
    fee: Math.round(payment.amount * 0.02) + tax,
    tax,
  } satisfies Partial<Payment>);
  const order = orderOf(ledger, payment);
  // A second payment of a paid order (a late authorization) leaves the order as it is.
  order.amount_paid = Math.min(order.amount, order.amount_paid + payment.amount);
  order.amount_due = order.amount - order.amount_paid;
  order.status = 'paid';
  ledger.captures.push({
    payment_id: payment.id,
    order_id: order.id,
    amount: payment.amount,
    automatic,
    at: ledger.now(),
  });
  ledger.changed(order.id);
  return order;
}

/** `payment.captured` then `order.paid`, after a capture. */
function captureEvents(ledger: Ledger, payment: Payment, order: Order): WebhookEvent[] {
  const now = ledger.now();
  return [
    paymentEvent('payment.captured', now, payment),
    paymentEvent('order.paid', now, payment, order),
  ];
}

/**
 * Authorizes a payment and, when `mayCapture` and the capture rules say so, captures it at
 * once; queues `payment.authorized` (then `payment.captured` and `order.paid`) as one action.
 */
export function authorize(ctx: Context, payment: Payment, mayCapture: boolean): void {
  authorizePayment(ctx.ledger, payment);
  const events = [paymentEvent('payment.authorized', ctx.ledger.now(), payment)];
  if (mayCapture && capturesAutomatically(ctx, payment)) {
    events.push(...captureEvents(ctx.ledger, payment, capture(ctx.ledger, payment, true)));
  }
  notify(ctx, payment.id, events);
}

/**
 * `POST /v1/payments/:id/capture` (`payments.capture(id, amount, currency)`): captures an
 * authorized payment for exactly its amount, in its currency, once.
 */
export function captureByApi(ctx: Context, paymentId: string, body: unknown): Payment {
  const payment = currentPayment(ctx, paymentId);
  const fields = readFields(body);
  const amount = fields.amount;
  if (amount === undefined || amount === null) {
    throw RazorpayError.badRequest('The amount field is required.', 'amount');
  }
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) {
    throw RazorpayError.badRequest('The amount must be an integer (in paise).', 'amount');
  }
  const currency = fields.currency;
  if (currency === undefined || currency === null || currency === '') {
    throw RazorpayError.badRequest('The currency field is required.', 'currency');
  }
  if (payment.captured) {
    throw RazorpayError.refused('This payment has already been captured');
  }
  if (payment.status !== 'authorized') {
    throw RazorpayError.refused(
      `Only payments which have been authorized and not yet captured can be captured; ` +
        `this payment is ${payment.status}.`,
    );
  }
  if (amount !== payment.amount) {
    throw RazorpayError.badRequest(
      'Capture amount must be equal to the amount authorized',
      'amount',
    );
  }
  if (currency !== payment.currency) {
    throw RazorpayError.badRequest(
      `The currency should be the same as the payment currency (${payment.currency}).`,
      'currency',
    );
  }
  const order = capture(ctx.ledger, payment, false);
  notify(ctx, payment.id, captureEvents(ctx.ledger, payment, order));
  return payment;
}

/** Razorpay's entities as the shop reads them, and the capture window it asks for. */

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
  /** `created`, `authorized`, `captured`, `refunded` or `failed` */
  status: string;
  amount_refunded?: number;
}
export interface RazorpayRefund {
  id: string;
  payment_id: string;
  amount: number;
  /** `pending`, then `processed` or `failed` */
  status: string;
  notes?: Record<string, unknown> | unknown[];
}

export interface RazorpayDispute {
  id: string;
  payment_id: string;
  amount: number;
  amount_deducted?: number;
  currency: string;
  reason_code: string;
  /** unix seconds */
  respond_by?: number | null;
  /** `open`, `under_review`, `action_required`, `won`, `lost` or `closed` */
  status: string;
}

/** Which of a payment's statuses count: captured money, or an authorisation the shop may capture. */
export const isCaptured = (p: RazorpayPayment) => p.status === 'captured';
export const isAuthorized = (p: RazorpayPayment) => p.status === 'authorized';

/** Razorpay's shortest window for automatic capture, in minutes. */
export const MIN_CAPTURE_MINUTES = 12;

/**
 * The capture window of a Razorpay order made for a hold with `holdMsLeft` to go: the hold's
 * minutes left, at least Razorpay's 12 (`createOrder` asks for it).
 */
export const captureMinutesFor = (holdMsLeft: number) =>
  Math.max(MIN_CAPTURE_MINUTES, Math.ceil(holdMsLeft / 60_000));

/**
 * Until when a payment of a checkout's Razorpay order may be captured: a payment is started at
 * the latest when the hold ends (the popup closes then), and captured within the order's
 * window of its start; five minutes more for Razorpay's and our clocks.
 */
export const captureDeadline = (expiresAt: Date, captureMinutes: number) =>
  new Date(expiresAt.getTime() + (captureMinutes + 5) * 60_000);

/**
 * What Razorpay's list of a payment's refunds says of it: how much was paid back (processed
 * refunds, by anyone: ours, an earlier key's, the dashboard's), the newest of those, and
 * whether one is still pending (Razorpay answers 409 to another refund meanwhile).
 */
export function paidBack(made: RazorpayRefund[]) {
  const processed = made.filter((x) => x.status === 'processed');
  return {
    paise: processed.reduce((sum, x) => sum + x.amount, 0),
    newestId: processed[0]?.id ?? null,
    pending: made.some((x) => x.status === 'pending'),
  };
}

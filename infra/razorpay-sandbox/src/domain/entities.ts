/** Free-form key/values Razorpay keeps on orders, payments and refunds. */
export type Notes = Record<string, string | number | boolean>;

/**
 * Razorpay's PHP backend serialises empty notes as `[]`, not `{}`; copied so the shop's code
 * meets the same surprise here as in production.
 */
export type NotesField = Notes | never[];

/** A Razorpay order, field for field as the API returns it. */
export interface Order {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: NotesField;
  created_at: number;
}

/**
 * A Razorpay payment: `created` → `authorized` → `captured` (automatically or by the capture
 * API), or `failed`; a late authorization turns a `failed` payment `authorized`, and a fully
 * refunded one turns `refunded`, as on Razorpay.
 */
export interface Payment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: 'card';
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: null;
  wallet: null;
  vpa: null;
  email: string;
  contact: string;
  notes: NotesField;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

/** A Razorpay refund: created `pending`, then `processed` or `failed`. */
export interface Refund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: NotesField;
  receipt: string | null;
  acquirer_data: { arn: null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal';
  speed_requested: 'normal' | 'optimum';
}

/** Razorpay's dispute statuses: `open` → `under_review` → `won`, `lost` or `closed`. */
export type DisputeStatus = 'open' | 'under_review' | 'won' | 'lost' | 'closed';

/** Razorpay's dispute phases. */
export type DisputePhase = 'fraud' | 'retrieval' | 'chargeback' | 'pre_arbitration' | 'arbitration';

/** What a merchant submits to contest a dispute (`null` where nothing was given). */
export interface DisputeEvidence {
  amount: number;
  summary: string | null;
  shipping_proof: string[] | null;
  billing_proof: string[] | null;
  cancellation_proof: string[] | null;
  customer_communication: string[] | null;
  proof_of_service: string[] | null;
  explanation_letter: string[] | null;
  refund_confirmation: string[] | null;
  access_activity_log: string[] | null;
  refund_cancellation_policy: string[] | null;
  term_and_conditions: string[] | null;
  others: { type: string; document_ids: string[] }[] | null;
  submitted_at: number | null;
}

/** A Razorpay dispute (chargeback) of a captured payment, field for field as the API returns it. */
export interface Dispute {
  id: string;
  entity: 'dispute';
  payment_id: string;
  amount: number;
  currency: string;
  /** Taken from the balance when the dispute is opened (Deduct at Onset); 0 once won or closed. */
  amount_deducted: number;
  reason_code: string;
  respond_by: number;
  status: DisputeStatus;
  phase: DisputePhase;
  created_at: number;
  evidence: DisputeEvidence;
}

/** Razorpay's list envelope. */
export interface Collection<T> {
  entity: 'collection';
  count: number;
  items: T[];
}

/** Wraps a list the way every Razorpay list endpoint does. */
export function collection<T>(items: T[]): Collection<T> {
  return { entity: 'collection', count: items.length, items };
}

import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type {
  Accepted,
  AdminOrder,
  AdminSummary,
  BatchInput,
  CashRefundInput,
  ClaimDecision,
  ClaimView,
  DeadLetterAuditEntry,
  DisputeCount,
  MessageView,
  OrderHistoryEntry,
  ProductBatch,
  RefundView,
  StaffSettings,
  DeliveryIssueView,
  LabelsView,
  PickupView,
  ReattemptInput,
  ShipmentLineView,
  ShipmentView,
  TrackingView,
} from '@arogya/contracts';
import { httpClient } from './httpClient';

type Loose = Record<string, unknown>;

/**
 * Makes an answer a react-admin record: unwraps `{ user: … }` answers and copies `_id` to
 * `id` when the server left `id` out.
 */
function toRecord<T = RaRecord>(json: unknown, fallback?: Loose): T {
  let value = (json ?? {}) as Loose;
  if (
    value.id === undefined &&
    value._id === undefined &&
    value.user &&
    typeof value.user === 'object'
  ) {
    value = value.user as Loose;
  }
  if (value.id === undefined && value._id !== undefined) value = { ...value, id: value._id };
  if (value.id === undefined && fallback) value = { ...fallback, ...value };
  return value as T;
}

const base = simpleRestProvider('/api/admin', httpClient);

/**
 * The admin data provider: simple REST on `/api/admin/{products,users,orders,dead-letters,
 * dead-letter-audit,refunds,disputes,messages,message-templates,…}`, plus the summary, what
 * admins do with a dead letter, a failed refund, a message or a user's password, the open
 * disputes' count, who on the team hears what (a single record, outside simple-rest), and a
 * product's batches (issue 30).
 */
export interface AdminDataProvider extends DataProvider {
  getSummary(): Promise<AdminSummary>;
  /** `POST /api/admin/dead-letters/:id/replay`: answers the audit record. */
  replayDeadLetter(id: Identifier): Promise<DeadLetterAuditEntry>;
  /** `POST /api/admin/dead-letters/:id/discard { reason }`: answers the audit record. */
  discardDeadLetter(id: Identifier, reason: string): Promise<DeadLetterAuditEntry>;
  /** `POST /api/admin/refunds/:id/retry`: answers the refund (issue 27). */
  retryRefund(id: Identifier): Promise<RefundView>;
  /** `POST /api/admin/refunds/:id/refunded-outside { reference }`: answers the refund. */
  refundedOutside(id: Identifier, reference: string): Promise<RefundView>;
  /** `GET /api/admin/disputes/count`: how many are open, and the first answer due. */
  getDisputeCount(): Promise<DisputeCount>;
  /**
   * Issue 32: `POST /api/admin/orders/:id/cash-refund { method, reference }`, a delivered cash
   * order's money sent back to the shopper's account: answers the order.
   */
  cashRefund(id: Identifier, refund: CashRefundInput): Promise<AdminOrder>;
  /** `POST /api/admin/messages/:id/resend`: answers the new message (issue 28). */
  resendMessage(id: Identifier): Promise<MessageView>;
  /** `GET /api/admin/notification-settings`. */
  getNotificationSettings(): Promise<StaffSettings>;
  /** `PUT /api/admin/notification-settings` (every field): answers them as saved. */
  updateNotificationSettings(settings: StaffSettings): Promise<StaffSettings>;
  /**
   * `POST /api/admin/users/:id/password-reset`: the user is sent a link to set a password of
   * their own; answers where it went (issue 29). 409 when they have no e-mail address.
   */
  sendPasswordReset(id: Identifier): Promise<Accepted>;
  /** `GET /api/admin/products/:id/batches`: every batch of the product, by variant. */
  getProductBatches(productId: Identifier): Promise<ProductBatch[]>;
  /** `GET /api/admin/batches`: the live batches near or past their last day on sale, soonest first. */
  getExpiringBatches(): Promise<ProductBatch[]>;
  /** `POST /api/admin/products/:id/variants/:variantId/batches`: answers the batch received. */
  receiveBatch(productId: Identifier, variantId: string, batch: BatchInput): Promise<ProductBatch>;
  /** `PUT /api/admin/products/:id/batches/:batchId { onHand }`: answers the batch counted. */
  countBatch(productId: Identifier, batchId: string, onHand: number): Promise<ProductBatch>;
  /** `GET /api/admin/orders/:id/history`: every status change of the order, oldest first. */
  getOrderHistory(orderId: Identifier): Promise<OrderHistoryEntry[]>;
  /**
   * Issue 33: `POST /api/admin/delivery-issues/:shipmentId/reattempt { date?, phone?, address? }`,
   * a failed delivery tried again: answers the parcel.
   */
  reattemptDelivery(shipmentId: string, input: ReattemptInput): Promise<TrackingView>;
  /** `POST /api/admin/delivery-issues/:shipmentId/return`: answers the failed delivery. */
  returnToShop(shipmentId: string): Promise<DeliveryIssueView>;
  /**
   * `POST /api/admin/shipments { orderId, lines? }`: all that is left of the order, or these
   * lines (a partial shipment), booked (issue 33).
   */
  bookShipment(orderId: string, lines?: ShipmentLineView[]): Promise<ShipmentView>;
  /** `POST /api/admin/shipments/labels { ids }`: one PDF of their labels. */
  shipmentLabels(ids: string[]): Promise<LabelsView>;
  /** `POST /api/admin/pickups { ids }`: the shipments handed to the courier, its manifest. */
  createPickup(ids: string[]): Promise<PickupView>;
  /** `POST /api/admin/pickups/:id/manifest`: the pickup's manifest asked for again. */
  makeManifest(pickupId: string): Promise<PickupView>;
  /** `GET /api/admin/orders/:id/shipments`: the order's parcels, oldest first. */
  getOrderShipments(orderId: string): Promise<ShipmentView[]>;
  /**
   * Issue 33: `POST /api/admin/claims/:id/decide { decision, reason? }`, staff's decision on a
   * claim (a replacement, a refund of its units, or a refusal saying why): answers the claim.
   */
  decideClaim(id: Identifier, decision: ClaimDecision): Promise<ClaimView>;
  /** `POST /api/admin/claims/:id/book-replacement`: an approved replacement's parcel booked again. */
  bookReplacement(id: Identifier): Promise<ClaimView>;
  /**
   * `POST /api/admin/claims/:id/refund-to-account { method, reference }`: a cash order's claim
   * refund, sent by staff to the shopper's account, recorded: answers the claim.
   */
  claimRefundToAccount(id: Identifier, refund: CashRefundInput): Promise<ClaimView>;
}

/** POSTs `body` as JSON to `path`; answers the JSON. */
const post = async (path: string, body: object) =>
  (await httpClient(path, { method: 'POST', body: JSON.stringify(body) })).json;

/** POSTs `body` to a failed delivery's `action` (the path names its shipment). */
const deliveryAction = (shipmentId: string, action: string, body: object) =>
  post(`/api/admin/delivery-issues/${encodeURIComponent(shipmentId)}/${action}`, body);

/** POSTs `body` to a claim's `action`. */
const claimAction = async (id: Identifier, action: string, body: object) =>
  (await post(`/api/admin/claims/${encodeURIComponent(String(id))}/${action}`, body)) as ClaimView;

/** POSTs `body` to a dead letter's `action`. */
const deadLetterAction = async (id: Identifier, action: string, body: object) =>
  (
    await httpClient(`/api/admin/dead-letters/${encodeURIComponent(String(id))}/${action}`, {
      method: 'POST',
      body: JSON.stringify(body),
    })
  ).json as DeadLetterAuditEntry;

/** POSTs `body` to a refund's `action`. */
const refundAction = async (id: Identifier, action: string, body: object) =>
  (
    await httpClient(`/api/admin/refunds/${encodeURIComponent(String(id))}/${action}`, {
      method: 'POST',
      body: JSON.stringify(body),
    })
  ).json as RefundView;

const SETTINGS = '/api/admin/notification-settings';

/** `/api/admin/products/:id/<rest>`, each part of the path escaped. */
const productPath = (productId: Identifier, ...rest: string[]) =>
  `/api/admin/products/${[productId, ...rest].map((p) => encodeURIComponent(String(p))).join('/')}`;

/** ra-data-simple-rest with the bearer token, hardened against answers without `id`. */
export const dataProvider: AdminDataProvider = {
  ...base,
  getList: async (resource, params) => {
    const result = await base.getList(resource, params);
    return { ...result, data: (result.data as unknown[]).map((r) => toRecord(r)) };
  },
  getMany: async (resource, params) => {
    const result = await base.getMany(resource, params);
    return { ...result, data: (result.data as unknown[]).map((r) => toRecord(r)) };
  },
  getOne: async (resource, params) => {
    const result = await base.getOne(resource, params);
    return { data: toRecord(result.data, { id: params.id }) };
  },
  create: async (resource, params) => {
    const result = await base.create(resource, params);
    return { data: toRecord(result.data) };
  },
  update: async (resource, params) => {
    const result = await base.update(resource, params);
    return {
      data: toRecord(result.data, {
        ...(params.previousData as Loose),
        ...params.data,
        id: params.id,
      }),
    };
  },
  delete: async (resource, params) => {
    const result = await base.delete(resource, params);
    return { data: toRecord(result.data, { ...(params.previousData as Loose), id: params.id }) };
  },
  deleteMany: async (resource, params) => {
    await base.deleteMany(resource, params);
    return { data: params.ids };
  },
  getSummary: async () => (await httpClient('/api/admin/summary')).json as AdminSummary,
  replayDeadLetter: (id) => deadLetterAction(id, 'replay', {}),
  discardDeadLetter: (id, reason) => deadLetterAction(id, 'discard', { reason }),
  retryRefund: (id) => refundAction(id, 'retry', {}),
  reattemptDelivery: async (shipmentId, input) =>
    (await deliveryAction(shipmentId, 'reattempt', input)) as TrackingView,
  returnToShop: async (shipmentId) =>
    (await deliveryAction(shipmentId, 'return', {})) as DeliveryIssueView,
  bookShipment: async (orderId, lines) =>
    (await post('/api/admin/shipments', { orderId, ...(lines && { lines }) })) as ShipmentView,
  shipmentLabels: async (ids) => (await post('/api/admin/shipments/labels', { ids })) as LabelsView,
  createPickup: async (ids) => (await post('/api/admin/pickups', { ids })) as PickupView,
  makeManifest: async (pickupId) =>
    (await post(`/api/admin/pickups/${encodeURIComponent(pickupId)}/manifest`, {})) as PickupView,
  getOrderShipments: async (orderId) =>
    (await httpClient(`/api/admin/orders/${encodeURIComponent(orderId)}/shipments`))
      .json as ShipmentView[],
  decideClaim: (id, decision) => claimAction(id, 'decide', decision),
  bookReplacement: (id) => claimAction(id, 'book-replacement', {}),
  claimRefundToAccount: (id, refund) => claimAction(id, 'refund-to-account', refund),
  refundedOutside: (id, reference) => refundAction(id, 'refunded-outside', { reference }),
  getDisputeCount: async () => (await httpClient('/api/admin/disputes/count')).json as DisputeCount,
  cashRefund: async (id, refund) =>
    (
      await httpClient(`/api/admin/orders/${encodeURIComponent(String(id))}/cash-refund`, {
        method: 'POST',
        body: JSON.stringify(refund),
      })
    ).json as AdminOrder,
  resendMessage: async (id) =>
    (
      await httpClient(`/api/admin/messages/${encodeURIComponent(String(id))}/resend`, {
        method: 'POST',
        body: '{}',
      })
    ).json as MessageView,
  getNotificationSettings: async () => (await httpClient(SETTINGS)).json as StaffSettings,
  updateNotificationSettings: async (settings) =>
    (await httpClient(SETTINGS, { method: 'PUT', body: JSON.stringify(settings) }))
      .json as StaffSettings,
  sendPasswordReset: async (id) =>
    (
      await httpClient(`/api/admin/users/${encodeURIComponent(String(id))}/password-reset`, {
        method: 'POST',
        body: '{}',
      })
    ).json as Accepted,
  getProductBatches: async (productId) =>
    (await httpClient(productPath(productId, 'batches'))).json as ProductBatch[],
  getExpiringBatches: async () => (await httpClient('/api/admin/batches')).json as ProductBatch[],
  receiveBatch: async (productId, variantId, batch) =>
    (
      await httpClient(productPath(productId, 'variants', variantId, 'batches'), {
        method: 'POST',
        body: JSON.stringify(batch),
      })
    ).json as ProductBatch,
  countBatch: async (productId, batchId, onHand) =>
    (
      await httpClient(productPath(productId, 'batches', batchId), {
        method: 'PUT',
        body: JSON.stringify({ onHand }),
      })
    ).json as ProductBatch,
  getOrderHistory: async (orderId) =>
    (await httpClient(`/api/admin/orders/${encodeURIComponent(String(orderId))}/history`))
      .json as OrderHistoryEntry[],
};

import type { SandboxOrder, Scan } from '../domain/store.js';
import { SR } from '../statuses.js';
import { istDateTime, istWebhookTimestamp } from '../time.js';

/** A scan as tracking (`shipment_track_activities[]`) and webhooks (`scans[]`) list it. */
export function scanView(scan: Scan) {
  return {
    date: istDateTime(scan.at),
    status: scan.code,
    activity: scan.activity,
    location: scan.location,
    'sr-status': String(scan.status),
    'sr-status-label': scan.label,
  };
}

/**
 * The tracking webhook of `order`'s latest scan, in the shape Shiprocket's documentation gives
 * (its "Webhooks" section), serialised once so every attempt and replay sends the same bytes.
 * `current_status_id` and `shipment_status_id` both carry the shipment status code of the
 * scan; `scans` are every scan so far, oldest first.
 */
export function trackingPayload(order: SandboxOrder): string {
  const { shipment } = order;
  const latest = shipment.scans.at(-1);
  if (!latest || shipment.awb === null)
    throw new Error('a tracking webhook needs an AWB and a scan');
  const delivered = latest.status === SR.DELIVERED;
  return JSON.stringify({
    awb: shipment.awb,
    courier_name: shipment.courierName,
    current_status: latest.label,
    current_status_id: latest.status,
    shipment_status: latest.label,
    shipment_status_id: latest.status,
    current_timestamp: istWebhookTimestamp(latest.at),
    order_id: order.channelOrderId,
    sr_order_id: order.id,
    awb_assigned_date: shipment.awbAssignedAt === null ? null : istDateTime(shipment.awbAssignedAt),
    pickup_scheduled_date:
      shipment.pickup === null ? null : istDateTime(shipment.pickup.scheduledAt),
    etd: shipment.etd === null ? null : istDateTime(shipment.etd),
    scans: shipment.scans.map(scanView),
    is_return: 0,
    channel_id: order.channelId,
    pod_status: delivered ? 'OTP Based Delivery' : '',
    pod: delivered ? 'Available' : 'Not Available',
    qc_image: '',
    qc_failure_reason: '',
  });
}

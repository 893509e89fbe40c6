import { escapeHtml, pageRoute, sandboxPage } from '@arogya/sandbox-kit';
import type { FastifyInstance } from 'fastify';
import { orderStatus } from '../domain/orders.js';
import type { SandboxOrder, ShipmentStore } from '../domain/store.js';
import type { WebhookDelivery } from '../webhooks/outbox.js';
import { istDateTime } from '../time.js';

/** The page's styles, after the frame's own. */
const STYLE = `  .shipment { margin: 0 0 1rem; padding: .75rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 2px rgba(0,0,0,.12); }
  .shipment h2 { margin: 0 0 .25rem; font-size: 1rem; display: flex; flex-wrap: wrap; gap: .5rem; align-items: baseline; }
  .status { padding: .1rem .45rem; border-radius: 999px; font-size: .8rem; background: #ece8fd; color: #4b2fc2; }
  .status.done { background: #dff5e3; color: #1b6b2b; }
  .status.bad { background: #fde8e8; color: #a61b1b; }
  .meta { margin: 0 0 .5rem; color: #555; font-size: .85rem; overflow-wrap: anywhere; }
  table { width: 100%; border-collapse: collapse; font-size: .85rem; }
  th, td { text-align: left; padding: .25rem .4rem; border-top: 1px solid #eee; vertical-align: top; }
  th { color: #555; font-weight: 600; }
  .none { color: #777; font-size: .85rem; margin: 0; }
  .empty { padding: 2rem 1rem; text-align: center; color: #555; }`;

const LOOK = { text: '#1f1f2e', background: '#f4f2fb', bar: '#5b3fd6', maxWidth: '60rem' };

/** The class of a status badge: done, bad (undelivered, RTO, cancelled) or in progress. */
function badge(status: string): string {
  if (status === 'DELIVERED') return 'status done';
  if (/UNDELIVERED|RTO|CANCELED/.test(status)) return 'status bad';
  return 'status';
}

function section(order: SandboxOrder, hooks: WebhookDelivery[]): string {
  const { shipment, shipping: to } = order;
  const { status } = orderStatus(order);
  const e = escapeHtml;
  const sent = hooks.filter((h) => h.state === 'delivered').length;
  const rows = [...shipment.scans]
    .reverse()
    .map(
      (s) =>
        `<tr><td>${e(istDateTime(s.at))}</td><td>${s.status} ${e(s.label)}</td><td>${e(s.activity)}</td><td>${e(s.location)}</td></tr>`,
    )
    .join('\n');
  const id = shipment.awb ? ` id="awb-${e(shipment.awb)}"` : '';
  return `<section class="shipment"${id} aria-label="Order ${e(order.channelOrderId)}">
<h2>${e(order.channelOrderId)} <span class="${badge(status)}">${e(status)}</span></h2>
<p class="meta">AWB ${e(shipment.awb ?? '—')} · ${e(shipment.courierName ?? 'no courier yet')} · shipment ${shipment.id} · order ${order.id} · to ${e(`${to.name} ${to.last_name}`.trim())}, ${e(to.city)} ${e(to.pincode)} · ${e(order.paymentMethod)} · path ${e(shipment.path)} · webhooks ${sent}/${hooks.length} delivered</p>
${
  rows === ''
    ? '<p class="none">No scans yet.</p>'
    : `<table><thead><tr><th>IST</th><th>Status</th><th>Activity</th><th>Location</th></tr></thead><tbody>\n${rows}\n</tbody></table>`
}
</section>`;
}

/** The shipments, newest first, each with its scans (newest first). */
export function renderShipments(orders: readonly SandboxOrder[], hooks: WebhookDelivery[]): string {
  const body =
    orders.length === 0
      ? '<p class="empty">No orders yet. Create one through the API and refresh.</p>'
      : [...orders]
          .reverse()
          .map((o) =>
            section(
              o,
              hooks.filter((h) => h.orderId === o.channelOrderId),
            ),
          )
          .join('\n');
  return sandboxPage('Courier sandbox (Shiprocket)', LOOK, STYLE, body);
}

/** `GET /`: the shipments and their scans, everything escaped, no scripts. */
export function pageRoutes(
  app: FastifyInstance,
  store: ShipmentStore,
  hooks: () => WebhookDelivery[],
): void {
  pageRoute(app, () => renderShipments(store.all(), hooks()));
}

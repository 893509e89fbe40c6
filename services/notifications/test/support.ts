import { OrderPlacedV1, type OrderView } from '@arogya/contracts';
import {
  DEFAULT_MAIL_SANDBOX_CONFIG,
  startMailSandbox,
  type MailSandbox,
} from '@arogya/mail-sandbox';
import { startSmsSandbox, type SmsSandbox, type SmsSandboxConfig } from '@arogya/sms-sandbox';
import { startWhatsAppSandbox, type WhatsAppSandbox } from '@arogya/whatsapp-sandbox';
import { readFileSync } from 'node:fs';
import { TEMPLATE_DIR } from '../src/templates/renderer.js';
import {
  adminProduct,
  apiOf,
  buy,
  eventsInStream,
  freePort,
  serviceDatabase,
  signUp,
  startFullShop,
  testShop,
  until,
  type FullShop,
} from '@arogya/testing';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';

export const ADMIN = { email: 'notify-admin@test.local', password: 'notify-admin-pass' };
export const STAFF = 'orders-desk@shop.test';

/** The relay's webhook password the notifications service expects by default. */
export const EMAIL_WEBHOOK_SECRET = 'sandbox_email_webhook_secret';

/**
 * A mail sandbox on free ports, for one test file; its delivery and bounce webhooks (Postmark's
 * shape, basic auth) go to the gateway on `gatewayPort` when given.
 */
export const startMail = (gatewayPort?: number) =>
  startMailSandbox({
    ...DEFAULT_MAIL_SANDBOX_CONFIG,
    host: '127.0.0.1',
    smtpPort: 0,
    webPort: 0,
    ...(gatewayPort && {
      webhookUrl: `http://postmark:${EMAIL_WEBHOOK_SECRET}@127.0.0.1:${gatewayPort}/api/webhooks/email`,
    }),
  });

/**
 * The whole shop with notifications sending to a mail sandbox of the file's own, and to a
 * WhatsApp and an SMS (MSG91) sandbox of its own (webhooks to the gateway) when `whatsapp`; sends are retried
 * quickly (a test waits seconds, not minutes) and the staff's address is `STAFF`.
 */
export function notifyShop(
  label: string,
  more: Record<string, string> = {},
  options: { whatsapp?: boolean; courier?: { scanIntervalMs: number } } = {},
) {
  const shop = testShop(label, async (env, ns, own) => {
    const port = await freePort();
    const mail = own(await startMail(port));
    const whatsapp = options.whatsapp
      ? own(
          await startWhatsAppSandbox({
            port: 0,
            webhookUrl: `http://127.0.0.1:${port}/api/webhooks/whatsapp`,
          }),
        )
      : null;
    const sms = options.whatsapp
      ? own(
          await startSmsSandbox({
            port: 0,
            webhookUrl: `http://127.0.0.1:${port}/api/webhooks/sms`,
            templates: JSON.parse(
              readFileSync(new URL('sms-templates.json', TEMPLATE_DIR), 'utf8'),
            ) as SmsSandboxConfig['templates'],
          }),
        )
      : null;
    const full: FullShop = await startFullShop(env, ns, {
      admin: ADMIN,
      seed: false,
      port,
      ...(options.courier && { courier: options.courier }),
      notifications: {
        SMTP_URL: mail.smtpUrl,
        NOTIFY_RETRY_DELAY_MS: '250',
        NOTIFY_SWEEP_EVERY_MS: '1000',
        STAFF_EMAILS: STAFF,
        ...(whatsapp ? { WHATSAPP_API_BASE: whatsapp.url } : { WHATSAPP_ENABLED: 'false' }),
        ...(sms ? { MSG91_API_BASE: sms.url } : { SMS_ENABLED: 'false' }),
        ...more,
      },
    });
    return { ...full, mail, whatsapp, sms } as FullShop & {
      mail: MailSandbox;
      whatsapp: WhatsAppSandbox | null;
      sms: SmsSandbox | null;
    };
  });
  const api = apiOf(() => shop.parts.gateway.baseUrl);
  return { shop, api };
}

/** A product to buy, made by the admin. */
export async function productToBuy(api: ReturnType<typeof apiOf>, name: string) {
  const login = await api('POST', '/api/users/login', ADMIN);
  return adminProduct(api, login.body.token as string, {
    name,
    price: 1499,
    countInStock: 100,
  }) as Promise<{ _id: string; name: string }>;
}

/** A new shopper buys `productId` (quantity 2); answers the shopper and the order once placed. */
export async function shopperBuys(
  shop: ReturnType<typeof notifyShop>['shop'],
  api: ReturnType<typeof apiOf>,
  productId: string,
  before?: (token: string) => Promise<void>,
) {
  const shopper = await signUp(api, 'Meera');
  await before?.(shopper.token);
  const c = await buy(api, shop.parts.sandbox.url, shopper.token, [{ productId, quantity: 2 }]);
  const order = await until(
    async () =>
      (
        (await api('GET', '/api/orders/my-orders', undefined, shopper.token)).body as OrderView[]
      ).find((o) => o.checkoutId === c._id),
    20_000,
    'the order',
  );
  const email = (shopper.user as { email?: string }).email!;
  return { shopper, order, email };
}

/** Publishes the `order-placed` event of `orderId` once more, unchanged: a redelivery. */
export async function redeliverOrderPlaced(natsUrl: string, ns: FullShopNs, orderId: string) {
  const nc = await connect({ servers: natsUrl });
  try {
    const [event] = await eventsInStream(nc, ns, OrderPlacedV1, (d) => d.orderId === orderId);
    if (!event) throw new Error(`No order-placed event of ${orderId}`);
    await jetstream(nc).publish(ns.subject(OrderPlacedV1.type), JSON.stringify(event), {
      msgID: randomUUID(),
    });
  } finally {
    await nc.close();
  }
}
type FullShopNs = Parameters<typeof eventsInStream>[1];

/** The notifications database of the file's namespace. */
export const notificationsDb = (shop: ReturnType<typeof notifyShop>['shop']) =>
  serviceDatabase(shop.env, shop.ns, 'notifications');

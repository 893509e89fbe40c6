/**
 * The Secrets the manifests name but deliberately do not contain (issue 27): nothing secret is
 * kept in git, so prod's credentials are created by hand or by a secret manager (External
 * Secrets, Sealed Secrets, …) before the first apply (k8s/README.md, "Before the first apply").
 * The reference rule (./rules/structure.ts) accepts a Secret that is not rendered only when it
 * is listed here, or when something rendered makes it: a cert-manager Certificate
 * (`spec.secretName`), a Gateway annotated for cert-manager (its listeners' certificateRefs), a
 * CloudNativePG Cluster (`<cluster>-app`, and `<cluster>-superuser` with
 * enableSuperuserAccess). Any other Secret a pod, a Cluster, an ObjectStore or a Gateway names
 * must be in the rendered overlay. A Secret read only with `optional: true` (`uploads-s3`, some
 * keys of `arogya-secrets`) needs no entry.
 *
 * Keep this list, the README's tables and the overlays' secretGenerators in step: `keys` are
 * the keys the README tells the operator to create (a reference to any other key is a
 * problem), `dev` says whether overlays/dev generates the Secret (then dev must render it).
 */
export interface ExternalSecret {
  name: string;
  /** Who creates it, and where that is written down. */
  createdBy: string;
  /** The keys it holds. */
  keys: readonly string[];
  /** `generated`: overlays/dev makes it (secretGenerator), so dev must render it. */
  dev: 'generated' | 'external';
}

const BY_HAND =
  'the operator, by hand or with a secret manager (k8s/README.md "Before the first apply")';
const SERVICES = [
  'catalog',
  'users',
  'cart',
  'checkout',
  'orders',
  'notifications',
  'fulfilment',
] as const;

export const EXTERNAL_SECRETS: readonly ExternalSecret[] = [
  {
    name: 'arogya-secrets',
    createdBy: BY_HAND,
    keys: [
      'AUTH_PRIVATE_KEY',
      'ADMIN_PASSWORD',
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
      'RAZORPAY_WEBHOOK_SECRET_PREVIOUS',
      // notifications: the SMTP relay (credentials in the URL), the unsubscribe links' key,
      // WhatsApp's Cloud API (the system user's token, the app secret of the signed webhooks,
      // the verify token of Meta's subscription handshake) and MSG91's (its auth key, the
      // secret header of its delivery reports), and the password of the mail relay's
      // delivery and bounce webhooks
      'SMTP_URL',
      'UNSUBSCRIBE_SECRET',
      'WHATSAPP_ACCESS_TOKEN',
      'WHATSAPP_APP_SECRET',
      'WHATSAPP_VERIFY_TOKEN',
      'MSG91_AUTH_KEY',
      'SMS_WEBHOOK_SECRET',
      'EMAIL_WEBHOOK_SECRET',
      // fulfilment, optional (all three or none: no courier): Shiprocket's API user, and the
      // token its tracking webhooks carry
      'SHIPROCKET_EMAIL',
      'SHIPROCKET_PASSWORD',
      'SHIPROCKET_WEBHOOK_TOKEN',
    ],
    dev: 'generated',
  },
  // each service's PostgreSQL role (kubernetes.io/basic-auth), also read by CloudNativePG
  ...SERVICES.map((s): ExternalSecret => ({
    name: `postgres-${s}`,
    createdBy: BY_HAND,
    keys: ['username', 'password'],
    dev: 'generated',
  })),
  { name: 'redis-auth', createdBy: BY_HAND, keys: ['redis-password'], dev: 'generated' },
  {
    name: 'nats-auth',
    createdBy: BY_HAND,
    keys: [...SERVICES, 'gateway'],
    dev: 'generated',
  },
  // the backups' object store (ObjectStore arogya-backups; dev's MinIO)
  {
    name: 'backup-s3',
    createdBy: BY_HAND,
    keys: ['ACCESS_KEY_ID', 'ACCESS_SECRET_KEY'],
    dev: 'generated',
  },
  // only with components/managed-redis: the whole REDIS_URL of the provider's Redis
  {
    name: 'managed-redis',
    createdBy: `${BY_HAND}, with components/managed-redis`,
    keys: ['url'],
    dev: 'external',
  },
];

import { intVar, loadConfig, optionalVar } from '@arogya/platform';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoPath = (rel: string) => fileURLToPath(new URL(`../../../${rel}`, import.meta.url));

/** Gateway-only variables (documented in the README). */
export const gatewayEnvSchema = z.object({
  PORT: intVar(8080, 0, 65535),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Whose `X-Forwarded-For` to believe for the client address (rate limits): `false` (no
   * one), `true` (anyone: only behind a proxy that overwrites it), or comma-separated
   * addresses/CIDRs of the proxies.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | string[] =>
      v === 'true' ? true : v === 'false' ? false : v.split(',').map((s) => s.trim()),
    ),
  /** Comma-separated origins allowed by CORS, or `*`. */
  CORS_ORIGINS: z.string().default('*'),
  /** Longest time a cached catalogue answer may live if no change event arrives. */
  CATALOG_CACHE_TTL_MS: intVar(60_000, 0, 24 * 60 * 60 * 1000),
  /**
   * Longest wait before a sale reorders cached popularity-ordered answers (their stock and
   * popularity figures change at once); sales within it cost one re-read. `0`: at each sale.
   */
  CATALOG_RANK_REFRESH_MS: intVar(1_000, 0, 60 * 60 * 1000),
  /** Most bytes of catalogue answers kept in memory. */
  CATALOG_CACHE_MAX_BYTES: intVar(64 * 1024 * 1024, 0),
  /** Longest life of a cached user authorisation state (role changes arrive by event). */
  AUTH_CACHE_TTL_MS: intVar(60_000, 0, 24 * 60 * 60 * 1000),
  /** Attempts per client address and window on login, register and google-login. */
  AUTH_RATE_LIMIT_MAX: intVar(10, 1, 1_000_000),
  AUTH_RATE_LIMIT_WINDOW_MS: intVar(60_000, 1000, 24 * 60 * 60 * 1000),
  /** Sign-in codes one client (address or customer) may have sent an hour (each is an SMS). */
  OTP_SENDS_PER_CLIENT_HOUR: intVar(10, 1, 1_000_000),
  /**
   * Where uploaded images are kept, served at `/uploads/`: `disk` (UPLOAD_DIR, the default) or
   * `s3`, an S3-compatible object store (S3_BUCKET; every gateway replica sees every image).
   */
  UPLOAD_STORE: z.enum(['disk', 's3']).default('disk'),
  /** The directory of `UPLOAD_STORE=disk`. */
  UPLOAD_DIR: z.string().default(repoPath('var/uploads')),
  /** The bucket of `UPLOAD_STORE=s3` (required then). */
  S3_BUCKET: optionalVar(z.string().min(3)),
  /** Key prefix of the uploads in the bucket. */
  S3_PREFIX: z.string().default('uploads/'),
  /** The store's address, for a store other than AWS S3 (MinIO: `http://minio:9000`). */
  S3_ENDPOINT: optionalVar(z.string().url()),
  S3_REGION: z.string().default('ap-south-1'),
  /** Make the bucket at start when it is missing (dev and compose's MinIO; never in prod). */
  S3_CREATE_BUCKET: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** `true` for stores that want `endpoint/bucket/key` addresses (MinIO). */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Largest accepted image upload. */
  UPLOAD_MAX_BYTES: intVar(5 * 1024 * 1024, 1024, 100 * 1024 * 1024),
  /** The built storefront (`npm run build`), served at `/` with an SPA fallback. */
  STOREFRONT_DIR: z.string().default(repoPath('storefront/dist')),
  /** The built admin console, served at `/admin` with an SPA fallback. */
  ADMIN_CONSOLE_DIR: z.string().default(repoPath('admin-console/dist')),
  /** Public Razorpay key id the payment popup is opened with (never the secret). */
  RAZORPAY_KEY_ID: z.string().default('rzp_test_sandbox'),
  /** Where the browser loads Razorpay Checkout from (the sandbox's under `npm start`). */
  RAZORPAY_CHECKOUT_URL: z.string().url().default('https://checkout.razorpay.com/v1/checkout.js'),
  /**
   * The shop's public address (e.g. `https://shop.example.in`) for canonical links, Open Graph,
   * the sitemap and robots.txt; unset: the address each request was made to.
   */
  PUBLIC_URL: optionalVar(z.string().url()),
  /** Google sign-in client id for the storefront's button (unset: no button). */
  GOOGLE_CLIENT_ID: optionalVar(z.string()),
  /** How long `finalize` waits for the order to be created by the event path (then 202). */
  FINALIZE_WAIT_MS: intVar(5000, 0, 60_000),
  /** Directory of the seed product images, served at `/images/products/`. */
  PRODUCT_IMAGES_DIR: z.string().default(repoPath('services/catalog/seed/images')),
});
export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;

/** The gateway's variables, checked together: `UPLOAD_STORE=s3` needs S3_BUCKET. */
const checkedGatewayEnv = gatewayEnvSchema.superRefine((env, ctx) => {
  if (env.UPLOAD_STORE === 's3' && !env.S3_BUCKET)
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'is required with UPLOAD_STORE=s3',
    });
});

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
export const loadGatewayConfig = () => loadConfig(checkedGatewayEnv);

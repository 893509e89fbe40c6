/**
 * Container image references: their parts, the patch levels the shop's infrastructure must be
 * at least at (known vulnerabilities below them), and what a production release may name. Used
 * by the compose policy (compose-policy.ts), the manifest validator (validate.ts) and the tests.
 */

/** The parts of `[registry/]path/name[:tag][@sha256:…]`. */
export interface ImageRef {
  /** Everything before the tag and digest (`nats`, `<registry>/cloudnative-pg/postgresql`). */
  repository: string;
  /** The last path segment of the repository (`nats`, `postgresql`). */
  name: string;
  tag?: string;
  /** `sha256:<64 hex>`. */
  digest?: string;
}

/** Splits an image reference; a registry's `host:port` is not taken for a tag. */
export function parseImage(image: string): ImageRef {
  const [withTag = '', digest] = image.split('@', 2);
  const slash = withTag.lastIndexOf('/');
  const colon = withTag.indexOf(':', slash + 1);
  const repository = colon < 0 ? withTag : withTag.slice(0, colon);
  const tag = colon < 0 ? undefined : withTag.slice(colon + 1);
  return {
    repository,
    name: repository.slice(repository.lastIndexOf('/') + 1),
    ...(tag !== undefined ? { tag } : {}),
    ...(digest !== undefined ? { digest } : {}),
  };
}

/** The leading version of a tag (`7.4.11` of `7.4.11-alpine`), as numbers; [] when none. */
export function tagVersion(tag: string | undefined): number[] {
  const m = /^v?(\d+(?:\.\d+)*)/.exec(tag ?? '');
  return m ? m[1]!.split('.').map(Number) : [];
}

/** Negative, zero or positive as version `a` is below, equal to or above `b`. */
export function compareVersions(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** One infrastructure product: the image names it ships under and its lowest acceptable release. */
export interface InfraMinimum {
  product: string;
  /** Last path segments of its images (Docker's official image, CloudNativePG's). */
  names: readonly string[];
  /** Numeric parts of a full release: PostgreSQL has two (16.15), the others three. */
  parts: number;
  minimum: readonly number[];
  /** Why this is the floor. */
  reason: string;
}

/**
 * The floors, each the first release with the fix of a published vulnerability (the images in
 * docker-compose.yml and k8s/ are newer; these stop a downgrade or a stale copy).
 */
export const INFRA_MINIMUMS: readonly InfraMinimum[] = [
  {
    product: 'PostgreSQL',
    names: ['postgres', 'postgresql'],
    parts: 2,
    minimum: [16, 11],
    reason: 'CVE-2025-12817 and CVE-2025-12818 are fixed in 16.11',
  },
  {
    product: 'NATS',
    names: ['nats'],
    parts: 3,
    minimum: [2, 10, 29],
    reason: 'CVE-2025-30215 is fixed in 2.10.27; 2.10.29 is the floor of this line',
  },
  {
    product: 'Redis',
    names: ['redis'],
    parts: 3,
    minimum: [7, 4, 6],
    reason: 'CVE-2025-21605 is fixed in 7.4.3, CVE-2025-49844 (Lua, remote code) in 7.4.6',
  },
];

/** The product an image belongs to, if it is one of INFRA_MINIMUMS. */
export const infraProduct = (image: string): InfraMinimum | undefined =>
  INFRA_MINIMUMS.find((p) => p.names.includes(parseImage(image).name));

/**
 * Problems of one infrastructure image: a floating tag (fewer numeric parts than a release of
 * its product has, e.g. `redis:7-alpine`, `nats:2.10`) or a release below the floor.
 */
export function infraImageProblem(image: string): string | undefined {
  const product = infraProduct(image);
  if (!product) return undefined;
  const { tag, digest } = parseImage(image);
  const version = tagVersion(tag);
  if (version.length === 0 && digest)
    return `${image}: a digest without a version tag hides which ${product.product} this is`;
  if (version.length < product.parts)
    return `${image}: a floating tag; pin a full ${product.product} release (${product.minimum.join('.')} or newer)`;
  if (compareVersions(version, product.minimum) < 0)
    return `${image}: ${product.product} ${version.join('.')} is below ${product.minimum.join('.')} (${product.reason})`;
  return undefined;
}

/** The deployables built from this repository (the last path segment of their images). */
export const SHOP_IMAGE_NAMES: readonly string[] = [
  'gateway',
  'catalog',
  'users',
  'cart',
  'checkout',
  'orders',
  'notifications',
  'fulfilment',
  'razorpay-sandbox',
  'mail-sandbox',
  'whatsapp-sandbox',
  'sms-sandbox',
  'courier-sandbox',
];

/** True for an image of one of the shop's own deployables, whatever registry holds it. */
export const isShopImage = (image: string): boolean =>
  SHOP_IMAGE_NAMES.includes(parseImage(image).name);

const DIGEST = /^sha256:[0-9a-f]{64}$/;
const RELEASE_TAG = /^\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?$/;

/**
 * What production may run of the shop's own images: a digest (`name@sha256:…`, what the release
 * pipeline sets), or a release version tag `MAJOR.MINOR.PATCH[-suffix]`. Refused: no tag, the
 * `dev` tag that docker compose and the base build and overwrite, and any other moving name
 * (`latest`, `main`, `1.2`). Whether a registry lets a version tag move cannot be seen from
 * here: that is the registry's tag-immutability setting, and the digest the real pin.
 */
export function releaseImageProblem(image: string): string | undefined {
  const { tag, digest } = parseImage(image);
  if (digest !== undefined)
    return DIGEST.test(digest) ? undefined : `image "${image}" has a malformed digest`;
  if (tag !== undefined && RELEASE_TAG.test(tag)) return undefined;
  return `image "${image}" is not a release: prod pins a digest (name@sha256:…) or a MAJOR.MINOR.PATCH tag`;
}

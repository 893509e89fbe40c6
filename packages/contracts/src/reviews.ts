import type { Parsed } from './products.js';

/**
 * Reviews (issue 30): a shopper who received a variant reviews it once; the console moderates
 * (publish, hide, reply); a product's rating and count come from its published reviews only.
 */
export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Reviews a product page shows at a time. */
export const REVIEWS_PAGE_SIZE = 10;
/** Most photos of one review. */
export const REVIEW_PHOTOS_MAX = 3;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MAX = 4000;
export const REVIEW_REPLY_MAX = 2000;

/** A review as shoppers see it (published ones only): every one is a verified purchase. */
export interface Review {
  _id: string;
  productId: string;
  variantId: string | null;
  /** the variant bought ("2 kg · Chocolate"), '' for a product sold as one */
  variant: string;
  /** the reviewer as shown: first name and the initial of the last ("Priya S.") */
  author: string;
  rating: number;
  title: string;
  text: string;
  /** uploaded images (`/uploads/…`) */
  photos: string[];
  /** the shop's answer, shown under it */
  reply: string | null;
  repliedAt: string | null;
  createdAt: string;
}

/** A review as the console (and its author) sees it. */
export interface AdminReview extends Review {
  status: ReviewStatus;
  userId: string | null;
  orderId: string;
  productName: string;
  moderatedAt: string | null;
}

/** A page of a product's published reviews, with what they add up to. */
export interface ReviewPage {
  reviews: Review[];
  /** published reviews of the product */
  total: number;
  page: number;
  pages: number;
  /** mean of the published ratings, one decimal (0 with none) */
  rating: number;
  /** how many published reviews gave 1, 2, 3, 4 and 5 stars */
  distribution: { 1: number; 2: number; 3: number; 4: number; 5: number };
}

/** A shopper's review of a line of a delivered order. */
export interface ReviewInput {
  productId: string;
  /** the line's variant; absent for a line bought before variants */
  variantId: string | null;
  rating: number;
  title: string;
  text: string;
  photos: string[];
}

/** A moderation: a new status and / or a reply ('' takes the reply away). */
export interface ReviewModeration {
  status?: Exclude<ReviewStatus, 'pending'>;
  reply?: string | null;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** A photo is one the shop stored (`POST /api/reviews/photos`), never a link elsewhere. */
export const REVIEW_PHOTO_RE = /^\/uploads\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;

const fail = (message: string) => ({ ok: false as const, message });
const only = (b: Record<string, unknown>, keys: string[]) =>
  Object.keys(b).find((k) => !keys.includes(k));

/** Text of 1 to `max` characters after trimming, `name`d in the refusal. */
function textOf(raw: unknown, name: string, max: number, required: boolean): Parsed<string> {
  if (raw === undefined || raw === null)
    return required ? fail(`${name} is required`) : { ok: true, value: '' };
  if (typeof raw !== 'string') return fail(`${name} must be text`);
  const v = raw.trim();
  if (required && v === '') return fail(`${name} is required`);
  if (v.length > max) return fail(`${name} must be at most ${max} characters`);
  return { ok: true, value: v };
}

/** Validates a shopper's review (`POST /api/orders/:id/reviews`). */
export function parseReviewInput(body: unknown): Parsed<ReviewInput> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return fail('Request body must be a JSON object');
  const b = body as Record<string, unknown>;
  const extra = only(b, ['productId', 'variantId', 'rating', 'title', 'text', 'photos']);
  if (extra) return fail(`Unknown field: ${extra}`);
  if (typeof b.productId !== 'string' || !UUID_RE.test(b.productId))
    return fail('productId must be a product id');
  const variantId = b.variantId ?? null;
  if (variantId !== null && (typeof variantId !== 'string' || !UUID_RE.test(variantId)))
    return fail('variantId must be a variant id');
  const rating = typeof b.rating === 'string' ? Number(b.rating) : b.rating;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5)
    return fail('rating must be a whole number of stars from 1 to 5');
  const title = textOf(b.title, 'title', REVIEW_TITLE_MAX, true);
  if (!title.ok) return title;
  const text = textOf(b.text, 'text', REVIEW_TEXT_MAX, true);
  if (!text.ok) return text;
  const photos = b.photos ?? [];
  if (!Array.isArray(photos) || photos.length > REVIEW_PHOTOS_MAX)
    return fail(`photos must be a list of at most ${REVIEW_PHOTOS_MAX} images`);
  if (photos.some((p) => typeof p !== 'string' || !REVIEW_PHOTO_RE.test(p)))
    return fail('photos must be images uploaded to the shop (POST /api/reviews/photos)');
  return {
    ok: true,
    value: {
      productId: b.productId.toLowerCase(),
      variantId: variantId === null ? null : variantId.toLowerCase(),
      rating,
      title: title.value,
      text: text.value,
      photos: [...new Set(photos as string[])],
    },
  };
}

/** Validates a moderation (`PUT /api/admin/reviews/:id`): a status, a reply, or both. */
export function parseReviewModeration(body: unknown): Parsed<ReviewModeration> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return fail('Request body must be a JSON object');
  const b = body as Record<string, unknown>;
  // the console sends the record back whole: what it does not change is ignored
  const out: ReviewModeration = {};
  if (b.status !== undefined && b.status !== 'pending') {
    if (b.status !== 'published' && b.status !== 'hidden')
      return fail('status must be published or hidden');
    out.status = b.status;
  }
  if (b.reply !== undefined) {
    const r = textOf(b.reply, 'reply', REVIEW_REPLY_MAX, false);
    if (!r.ok) return r;
    out.reply = r.value === '' ? null : r.value;
  }
  if (out.status === undefined && out.reply === undefined)
    return fail('Give a status (published or hidden) or a reply');
  return { ok: true, value: out };
}

/** Validates a product page's review query: sort and page. */
export function parseReviewQuery(
  query: Record<string, unknown>,
): Parsed<{ sort: ReviewSort; page: number }> {
  const sort = query.sort ?? 'newest';
  if (!(REVIEW_SORTS as readonly unknown[]).includes(sort))
    return fail(`sort must be one of ${REVIEW_SORTS.join(', ')}`);
  const raw = query.page ?? '1';
  const page =
    typeof raw === 'string' && /^\d{1,5}$/.test(raw)
      ? Number(raw)
      : typeof raw === 'number'
        ? raw
        : NaN;
  if (!Number.isInteger(page) || page < 1 || page > 10_000)
    return fail('page must be a whole number from 1 to 10000');
  return { ok: true, value: { sort: sort as ReviewSort, page } };
}

/** How a reviewer is shown: first name and the initial of the last ("Priya S."), else "A customer". */
export function reviewAuthor(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'A customer';
  const first = parts[0]!.slice(0, 40);
  const last = parts.length > 1 ? parts[parts.length - 1]! : '';
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first;
}

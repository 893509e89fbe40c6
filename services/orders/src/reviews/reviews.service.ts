import {
  ProductRatingChangedV1,
  REVIEWS_PAGE_SIZE,
  reviewAuthor,
  type AdminListParams,
  type AdminReview,
  type Caller,
  type Page,
  type PricedItem,
  type ReviewInput,
  type ReviewModeration,
  type ReviewPage,
  type ReviewSort,
  type ReviewStatus,
} from '@arogya/contracts';
import {
  appendToOutbox,
  conflict,
  DATA_SOURCE,
  isUniqueViolation,
  notFound,
  RawJson,
  badRequest,
} from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { moveReview } from './review.transitions.js';
import {
  ADMIN_REVIEW_SQL,
  adminReviewsSql,
  MINE_SQL,
  productReviewsSql,
  RATE_PRODUCT_SQL,
} from './reviews.sql.js';

/** The line of `items` a review names: the product, and its variant (none before variants). */
const lineOf = (items: PricedItem[], r: ReviewInput) =>
  items.find((i) => i.productId === r.productId && (i.variantId ?? null) === r.variantId);

/**
 * Reviews (issue 30), kept where deliveries are known: a shopper reviews a line of their
 * delivered order once per variant; the console publishes, hides and replies; every change of
 * what is published rewrites the product's figures (`product_ratings`) and announces them
 * (`product-rating-changed`, which the catalog shows as the product's rating and count).
 */
@Injectable()
export class ReviewsService {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  /** A page of product `productId`'s published reviews, with their figures. */
  async ofProduct(productId: string, sort: ReviewSort, page: number): Promise<ReviewPage> {
    const offset = (page - 1) * REVIEWS_PAGE_SIZE;
    const [row] = (await this.ds.query(productReviewsSql(sort), [
      productId,
      REVIEWS_PAGE_SIZE,
      offset,
    ])) as { reviews: string; total: number; rating: number; distribution: string }[];
    const { total, rating } = row!;
    return {
      reviews: JSON.parse(row!.reviews) as ReviewPage['reviews'],
      total,
      page,
      pages: Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE)),
      rating,
      distribution: JSON.parse(row!.distribution) as ReviewPage['distribution'],
    };
  }

  /** The caller reviews a line of their order `orderId`, received (Delivered); once per variant. */
  async write(caller: Caller, orderId: string, review: ReviewInput): Promise<AdminReview> {
    try {
      return await this.ds.transaction(async (m) => {
        const [order] = (await m.query(
          'SELECT user_id, status, items FROM orders WHERE id = $1 FOR SHARE',
          [orderId],
        )) as { user_id: string; status: string; items: PricedItem[] }[];
        if (!order || order.user_id !== caller.userId) throw notFound('Order not found');
        if (order.status !== 'Delivered')
          throw conflict('You can review what this order brings once it is delivered');
        const line = lineOf(order.items, review);
        if (!line) throw badRequest('This order has no such item to review');
        const [inserted] = (await m.query(
          `INSERT INTO reviews (product_id, variant_key, variant, product_name, user_id, order_id,
             author, rating, title, body, photos)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
          [
            review.productId,
            review.variantId ?? '',
            line.variant ?? '',
            line.name,
            caller.userId,
            orderId,
            reviewAuthor(caller.name),
            review.rating,
            review.title,
            review.text,
            review.photos,
          ],
        )) as { id: string }[];
        return this.read(m, inserted!.id);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('You have reviewed this already');
      throw err;
    }
  }

  /** The caller's reviews, newest first. */
  async mine(userId: string): Promise<RawJson<AdminReview[]>> {
    const [row] = (await this.ds.query(MINE_SQL, [userId])) as { json: string }[];
    return new RawJson(row!.json);
  }

  /** One page of the console's reviews with the total. */
  async adminPage(params: AdminListParams): Promise<RawJson<Page<AdminReview>>> {
    const { text, values } = adminReviewsSql(params);
    const [row] = (await this.ds.query(text, values)) as { json: string; total: number }[];
    return new RawJson(`{"items":${row!.json},"total":${row!.total}}`);
  }

  async adminGet(id: string): Promise<AdminReview> {
    return this.read(this.ds.manager, id);
  }

  /** Publishes or hides review `id`, and / or sets its reply (null takes it away). */
  async moderate(id: string, moderation: ReviewModeration): Promise<AdminReview> {
    return this.ds.transaction(async (m) => {
      const [found] = (await m.query('SELECT product_id FROM reviews WHERE id = $1', [id])) as {
        product_id: string;
      }[];
      if (!found) throw notFound('Review not found');
      // the product's lock first (as every change of its figures takes it), then the row, read
      // afresh under it: another moderation may have moved it meanwhile
      await lockProduct(m, found.product_id);
      const [review] = (await m.query(
        'SELECT id, product_id, status, reply FROM reviews WHERE id = $1 FOR UPDATE',
        [id],
      )) as { id: string; product_id: string; status: ReviewStatus; reply: string | null }[];
      if (!review) throw notFound('Review not found');
      const { status, reply } = moderation;
      if (reply !== undefined && reply !== review.reply)
        await m.query(
          `UPDATE reviews SET reply = $2, replied_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END,
             updated_at = now() WHERE id = $1`,
          [id, reply],
        );
      if (status !== undefined && status !== review.status) {
        await moveReview(m, review, status);
        if (status === 'published' || review.status === 'published')
          await rateProduct(m, review.product_id);
      }
      return this.read(m, id);
    });
  }

  /**
   * An erased person's reviews (DPDP): deleted, each product they rated rated afresh, in the
   * erasure's transaction `m`; answers how many. (Their photos stay in the shop's image store,
   * unlinked: README, "Known limits".)
   */
  async eraseUser(m: EntityManager, userId: string): Promise<number> {
    const [rows] = (await m.query(
      'DELETE FROM reviews WHERE user_id = $1 RETURNING product_id, status',
      [userId],
    )) as [{ product_id: string; status: ReviewStatus }[], number];
    const rated = [
      ...new Set(rows.filter((r) => r.status === 'published').map((r) => r.product_id)),
    ];
    for (const productId of rated.sort()) {
      await lockProduct(m, productId);
      await rateProduct(m, productId);
    }
    return rows.length;
  }

  private async read(m: EntityManager, id: string): Promise<AdminReview> {
    const [row] = (await m.query(ADMIN_REVIEW_SQL, [id])) as { json: string }[];
    if (!row) throw notFound('Review not found');
    return JSON.parse(row.json) as AdminReview;
  }
}

/** Serialises the changes of product `id`'s reviews, so each event carries what it now has. */
async function lockProduct(m: EntityManager, id: string) {
  await m.query("SELECT pg_advisory_xact_lock(hashtextextended('reviews:' || $1, 0))", [id]);
}

/** Product `id`'s published figures written afresh and announced. */
async function rateProduct(m: EntityManager, productId: string) {
  const [figures] = (await m.query(RATE_PRODUCT_SQL, [productId])) as {
    rating: number;
    numReviews: number;
    version: number;
  }[];
  await appendToOutbox(m, ProductRatingChangedV1, { productId, ...figures! });
}

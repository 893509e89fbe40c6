import { ADMIN_SORTS, type Page } from '../admin-list.js';
import {
  parseReviewInput,
  parseReviewModeration,
  parseReviewQuery,
  type AdminReview,
  type ReviewInput,
  type ReviewModeration,
  type ReviewPage,
  type ReviewSort,
} from '../reviews.js';
import type { Caller } from '../users.js';
import { adminPageRequest, type AdminPageRequest } from './admin.js';
import { defineRpc, must } from './define.js';
import {
  adminIdRequest,
  adminOf,
  callerOf,
  callerRequest,
  entityIdOf,
  fieldsOf,
} from './fields.js';

/** Reviews, kept by the orders service, which knows who received what (issue 30). */
export const ReviewsCalls = {
  /** A page of a product's published reviews with their rating and distribution (anyone). */
  ofProduct: defineRpc<{ productId: string; sort: ReviewSort; page: number }, ReviewPage>(
    'orders.reviews.of-product',
    (p) => {
      const { productId, ...query } = fieldsOf(p);
      return {
        productId: entityIdOf(productId, 'product'),
        ...must(parseReviewQuery(query)),
      };
    },
  ),
  /** The caller reviews a line of their delivered order `orderId` (once per variant). */
  write: defineRpc<{ caller: Caller; orderId: string; review: ReviewInput }, AdminReview>(
    'orders.reviews.write',
    (p) => {
      const { caller, orderId, review } = fieldsOf(p);
      return {
        caller: callerOf(caller),
        orderId: entityIdOf(orderId, 'order'),
        review: must(parseReviewInput(review)),
      };
    },
  ),
  /** The caller's reviews, newest first, whatever their status. */
  mine: defineRpc<{ caller: Caller }, AdminReview[]>('orders.reviews.mine', callerRequest),
  /** The console's page of reviews (filter `status`, `q`, `productId`). */
  adminPage: defineRpc<AdminPageRequest, Page<AdminReview>>(
    'orders.reviews.admin-page',
    adminPageRequest(ADMIN_SORTS.reviews),
  ),
  adminGet: defineRpc<{ caller: Caller; id: string }, AdminReview>(
    'orders.reviews.admin-get',
    adminIdRequest('review'),
  ),
  /** Publish, hide, reply. */
  moderate: defineRpc<{ caller: Caller; id: string; moderation: ReviewModeration }, AdminReview>(
    'orders.reviews.moderate',
    (p) => {
      const { caller, id, moderation } = fieldsOf(p);
      return {
        caller: adminOf(caller),
        id: entityIdOf(id, 'review'),
        moderation: must(parseReviewModeration(moderation)),
      };
    },
  ),
} as const;

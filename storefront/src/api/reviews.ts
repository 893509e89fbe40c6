import type { AdminReview, ReviewInput, ReviewPage, ReviewSort } from '@arogya/contracts';
import { api } from './client.js';
import { uploadPhoto, type PhotoUpload } from './photos.js';

/** `GET /api/products/:id/reviews`: a page of the product's published reviews and their figures. */
export const productReviews = (
  productId: string,
  sort: ReviewSort,
  page: number,
  signal?: AbortSignal,
) =>
  api<ReviewPage>('GET', `/api/products/${encodeURIComponent(productId)}/reviews`, {
    query: { sort, page: String(page) },
    signal,
  });

/** `GET /api/reviews/mine` (bearer): the shopper's own reviews with their status, newest first. */
export const myReviews = (signal?: AbortSignal) =>
  api<AdminReview[]>('GET', '/api/reviews/mine', { auth: true, signal });

/** `POST /api/orders/:orderId/reviews` (bearer): a review of a line of a delivered order. */
export const writeReview = (orderId: string, review: ReviewInput) =>
  api<AdminReview>('POST', `/api/orders/${encodeURIComponent(orderId)}/reviews`, {
    auth: true,
    body: review,
  });

/** `POST /api/reviews/photos` (bearer, multipart field `image`): the photo's `/uploads/…` URL. */
export const uploadReviewPhoto: PhotoUpload = (file, onProgress, signal) =>
  uploadPhoto('/api/reviews/photos', file, onProgress, signal);

import type { AdminReview, ReviewInput, ReviewPage, ReviewSort } from '@arogya/contracts';
import { api, ApiError, STORAGE } from './client.js';

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

/**
 * `POST /api/reviews/photos` (bearer, multipart field `image`): the photo's `/uploads/…` URL.
 * Sent with XMLHttpRequest rather than `fetch`, which cannot report an upload's progress;
 * `onProgress` gets the share sent so far, 0 to 1. A refusal rejects with an `ApiError`.
 */
export function uploadReviewPhoto(
  file: File,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/reviews/photos');
    const token = localStorage.getItem(STORAGE.userToken);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let data: Record<string, unknown>;
      try {
        data = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        data = { message: xhr.responseText || undefined };
      }
      if (xhr.status === 201 && typeof data.url === 'string') resolve(data.url);
      else reject(new ApiError(xhr.status, data));
    };
    xhr.onerror = () => reject(new ApiError(0, { message: 'The photo could not be sent' }));
    xhr.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}

import type { ClaimInput, ClaimView } from '@arogya/contracts';
import { api } from './client.js';
import { uploadPhoto, type PhotoUpload } from './photos.js';

const claimsPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/claims`;

/** `GET /api/orders/:id/claims` (bearer): the shopper's reports of the order, newest first. */
export const orderClaims = (orderId: string, signal?: AbortSignal) =>
  api<ClaimView[]>('GET', claimsPath(orderId), { auth: true, signal });

/** `POST /api/orders/:id/claims` (bearer): a report of delivered units of the order. */
export const reportProblem = (orderId: string, claim: ClaimInput) =>
  api<ClaimView>('POST', claimsPath(orderId), { auth: true, body: claim });

/** `POST /api/claims/photos` (bearer, multipart field `image`): the photo's `/uploads/…` URL. */
export const uploadClaimPhoto: PhotoUpload = (file, onProgress, signal) =>
  uploadPhoto('/api/claims/photos', file, onProgress, signal);

/** Where a claim's credit note PDF is downloaded from (bearer). */
export const claimCreditNotePath = (orderId: string, number: string) =>
  `/api/orders/${encodeURIComponent(orderId)}/claim-credit-note.pdf?number=${encodeURIComponent(number)}`;

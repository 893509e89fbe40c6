import { ApiError, STORAGE } from './client.js';

/**
 * Sends a shopper's photo to one of the shop's upload routes (bearer, multipart field `image`:
 * `/api/reviews/photos`, `/api/claims/photos`) and answers its `/uploads/…` URL. Sent with
 * XMLHttpRequest rather than `fetch`, which cannot report an upload's progress; `onProgress`
 * gets the share sent so far, 0 to 1. A refusal rejects with an `ApiError`.
 */
export function uploadPhoto(
  path: string,
  file: File,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
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

/** A way to send one photo: `uploadPhoto` bound to a route. */
export type PhotoUpload = (
  file: File,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
) => Promise<string>;

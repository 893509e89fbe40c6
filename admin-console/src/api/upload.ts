import { authHeader } from './httpClient';
import { k } from '../i18n';

/** The image types and size `POST /api/upload` accepts. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Uploads one image (multipart field `image`) and answers its `imageUrl`. Rejects with the
 * server's `message` (413 too large, 400 wrong type) or a network error.
 */
export async function uploadImage(file: File): Promise<string> {
  if (file.size > IMAGE_MAX_BYTES) throw new Error(k('products.imageTooLarge')); // notified, so translated
  const form = new FormData();
  form.append('image', file);
  const res = await fetch('/api/upload', { method: 'POST', headers: authHeader(), body: form });
  const body = (await res.json().catch(() => ({}))) as { imageUrl?: string; message?: string };
  if (!res.ok || !body.imageUrl) {
    throw new Error(body.message ?? `Upload failed (${res.status} ${res.statusText})`);
  }
  return body.imageUrl;
}

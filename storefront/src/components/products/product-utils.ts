/**
 * The rounded discount percentage shown in the '% OFF' chip, or null when there is no real
 * discount (no discountPrice, or one not below the price).
 */
export function discountPercent(price: number, discountPrice: number | null | undefined) {
  if (discountPrice === null || discountPrice === undefined) return null;
  if (!(price > 0) || !(discountPrice < price) || discountPrice < 0) return null;
  return Math.round(((price - discountPrice) / price) * 100);
}

/**
 * The price a shopper pays: the discountPrice when there is one (a real discount, or one given
 * above zero), else the price. The price tag shows it large; the unit sale price is of it.
 */
export function salePrice(price: number, discountPrice: number | null): number {
  if (discountPercent(price, discountPrice) !== null) return discountPrice!;
  return discountPrice !== null && discountPrice > 0 ? discountPrice : price;
}

/** The YouTube video id of a video URL: its last path segment (SPEC §2), or null. */
export function youtubeId(videoUrl: string | null | undefined): string | null {
  if (!videoUrl) return null;
  let id: string | undefined;
  try {
    const url = new URL(videoUrl, 'https://www.youtube.com');
    // a `watch?v=` link keeps its id in the query, not the path
    id = url.searchParams.get('v') ?? url.pathname.split('/').filter(Boolean).pop();
  } catch {
    id = videoUrl.split(/[?#]/)[0]?.split('/').filter(Boolean).pop();
  }
  return id && /^[\w-]+$/.test(id) ? id : null;
}

/** A collection's name as the shop shows it (the gateway names its pages alike). */
export { collectionTitle } from '@arogya/contracts';

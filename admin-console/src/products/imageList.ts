import type { ProductExtraImage, ProductImage } from '@arogya/contracts';

// A product's images (SPEC §3): exactly one of them is primary. Its extra images are a plain list.

/** Removes entry `index`. */
export const removeAt = <T>(list: T[], index: number): T[] => list.filter((_, i) => i !== index);

/** Adds an uploaded extra image. */
export const addExtraImage = (
  images: ProductExtraImage[],
  url: string,
  altText: string,
): ProductExtraImage[] => [...images, { url, altText }];

/** Makes image `index` the only primary one. */
export const setPrimary = (images: ProductImage[], index: number): ProductImage[] =>
  images.map((img, i) => ({ ...img, isPrimary: i === index }));

/** Removes image `index`; if it was the primary one, the first remaining image becomes primary. */
export function removeImage(images: ProductImage[], index: number): ProductImage[] {
  const rest = removeAt(images, index);
  return rest.some((img) => img.isPrimary)
    ? rest
    : rest.map((img, i) => ({ ...img, isPrimary: i === 0 }));
}

/** Adds an uploaded image; the first image of a product is its primary one. */
export const addImage = (images: ProductImage[], url: string, altText: string): ProductImage[] => [
  ...images,
  { url, altText, isPrimary: images.length === 0 },
];

/** Makes sure exactly one image is primary (the first marked one, else the first). */
export function normaliseImages(images: ProductImage[] | undefined): ProductImage[] {
  const list = images ?? [];
  const primary = Math.max(
    0,
    list.findIndex((img) => img.isPrimary),
  );
  return list.map((img, i) => ({
    url: img.url,
    altText: img.altText ?? '',
    isPrimary: i === primary,
  }));
}

import type { ProductImage as Image } from '@arogya/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ProductImage from './ProductImage.js';

/** The product image gallery: a large image and a row of thumbnail buttons. */
export default function Gallery({ images, name }: { images: Image[]; name: string }) {
  const { t } = useTranslation('products');
  const primary = Math.max(
    0,
    images.findIndex((i) => i.isPrimary),
  );
  const [index, setIndex] = useState(primary);
  const current = images[index] ?? images[0];
  const altOf = (i: number) => images[i]?.altText || t('gallery.alt', { name, n: i + 1 });

  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-hidden rounded-3xl border border-gray-100 bg-gray-50">
        <ProductImage
          url={current?.url}
          alt={current ? altOf(images.indexOf(current)) : name}
          width={600}
          height={600}
          className="aspect-square h-auto w-full object-cover"
          priority
        />
      </div>
      {images.length > 0 && (
        <ul aria-label={t('gallery.thumbnails')} className="flex flex-wrap gap-3">
          {images.map((img, i) => (
            <li key={`${img.url}-${i}`}>
              <button
                type="button"
                data-testid="gallery-thumbnail"
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                className="block overflow-hidden rounded-xl border-2 border-transparent bg-gray-50 opacity-70 transition hover:opacity-100 aria-pressed:border-green-700 aria-pressed:opacity-100"
              >
                <ProductImage
                  url={img.url}
                  alt={altOf(i)}
                  width={80}
                  height={80}
                  className="h-16 w-16 object-cover sm:h-20 sm:w-20"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useState } from 'react';

/** The thumbnail sizes in CSS pixels, with their Tailwind box. */
const BOX = { 48: 'size-12', 64: 'size-16' } as const;

/**
 * A product thumbnail `px` square (its width and height given, so nothing shifts as it
 * loads); a neutral leaf tile stands in when there is no image or it fails.
 */
export default function ItemImage({
  src,
  alt,
  px = 48,
}: {
  src: string | undefined;
  alt: string;
  px?: keyof typeof BOX;
}) {
  const [broken, setBroken] = useState(false);
  const className = BOX[px];
  if (!src || broken) {
    return (
      <span
        role="img"
        aria-label={alt}
        className={`inline-flex shrink-0 items-center justify-center rounded-lg bg-green-50 text-green-600 ${className}`}
      >
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          className="size-1/2"
        >
          <path d="M5 19c0-8 6-14 14-14 0 8-6 14-14 14Z" strokeLinejoin="round" />
          <path d="M5 19 13 11" strokeLinecap="round" />
        </svg>
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={px}
      height={px}
      loading="lazy"
      onError={() => setBroken(true)}
      className={`shrink-0 rounded-lg border border-gray-100 bg-gray-50 object-cover ${className}`}
    />
  );
}

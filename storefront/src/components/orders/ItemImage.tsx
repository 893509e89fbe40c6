import { useState } from 'react';

/** A product thumbnail; a neutral leaf tile stands in when there is no image or it fails. */
export default function ItemImage({
  src,
  alt,
  className = 'size-12',
}: {
  src: string | undefined;
  alt: string;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
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
      loading="lazy"
      onError={() => setBroken(true)}
      className={`shrink-0 rounded-lg border border-gray-100 bg-gray-50 object-cover ${className}`}
    />
  );
}

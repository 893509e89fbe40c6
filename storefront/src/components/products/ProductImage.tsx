import { useTranslation } from 'react-i18next';

interface ProductImageProps {
  url: string | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /**
   * The page's largest image (its LCP element, e.g. a product's main image or the first card):
   * loaded at once and first, not lazily.
   */
  priority?: boolean;
}

/** A lazily loaded product image, or a neutral inline placeholder when there is none. */
export default function ProductImage({
  url,
  alt,
  width,
  height,
  className = '',
  priority = false,
}: ProductImageProps) {
  const { t } = useTranslation('products');
  if (!url) {
    return (
      <svg
        role="img"
        aria-label={t('image.missingLabel', { alt })}
        viewBox="0 0 200 200"
        width={width}
        height={height}
        className={`bg-gray-100 text-gray-400 ${className}`}
      >
        <rect width="200" height="200" fill="#f3f4f6" />
        <path
          d="M70 128c0-34 23-57 60-59-2 36-25 59-60 59zm0 0 34-34"
          fill="none"
          stroke="#86efac"
          strokeWidth="6"
          strokeLinecap="round"
        />
        <text
          x="100"
          y="160"
          textAnchor="middle"
          fontSize="14"
          fill="#6b7280"
          fontFamily="sans-serif"
        >
          {t('image.missing')}
        </text>
      </svg>
    );
  }
  return (
    <img
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  );
}

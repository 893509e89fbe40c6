import { PRODUCT_TAGS } from '@arogya/contracts';
import { useTranslation } from 'react-i18next';

type ProductTag = (typeof PRODUCT_TAGS)[number];

const TAG_STYLES: Record<ProductTag, string> = {
  NEW: 'bg-blue-600 text-white',
  BESTSELLER: 'bg-yellow-400 text-yellow-950',
  SALE: 'bg-red-600 text-white',
};
const OTHER = 'bg-gray-600 text-white';

/** The tag badge: NEW blue, BESTSELLER yellow, SALE red, anything else grey; joined with ' / '. */
export default function TagBadge({ tags, className = '' }: { tags: string[]; className?: string }) {
  const { t } = useTranslation('products');
  const shown = tags.filter((tag) => tag.trim() !== '');
  if (shown.length === 0) return null;
  // the shop's own tags are named in the language shown; any other as it is written
  const name = (tag: string) => {
    const known = tag.toUpperCase();
    return (PRODUCT_TAGS as readonly string[]).includes(known)
      ? t(`tags.${known as ProductTag}`)
      : tag;
  };
  const style = TAG_STYLES[shown[0]!.toUpperCase() as ProductTag] ?? OTHER;
  return (
    <span
      data-testid="tag-badge"
      className={`inline-block rounded-full px-2.5 py-1 text-[11px] font-bold tracking-wide shadow-sm ${style} ${className}`}
    >
      {shown.map(name).join(' / ')}
    </span>
  );
}

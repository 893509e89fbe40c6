import Icon from '../icons/Icon.js';

const PROMISES = [
  { icon: 'box-truck', text: 'Free shipping over ₹999' },
  { icon: 'shield', text: 'Quality guaranteed' },
  { icon: 'return', text: '7-day returns' },
] as const;

/**
 * The shop's three promises (SPEC §2 listing banner: 'Free shipping over ₹999', 'Quality
 * guaranteed', '7-day returns'), also listed under the product page's Add to Cart.
 */
export default function ShopPromises({
  className,
  iconClass,
  label,
}: {
  className: string;
  iconClass: string;
  label?: string;
}) {
  return (
    <ul aria-label={label} className={className}>
      {PROMISES.map(({ icon, text }) => (
        <li key={text} className="flex items-center gap-2">
          <Icon name={icon} className={iconClass} />
          {text}
        </li>
      ))}
    </ul>
  );
}

import { freeShippingPromise, returnsPromise } from '../../config/policy.js';
import { useTranslation } from 'react-i18next';
import Icon from '../icons/Icon.js';
import type { IconName } from '../icons/icon-paths.js';

/**
 * The shop's three promises (SPEC §2 listing banner: 'Free shipping over ₹999', 'Quality
 * guaranteed' and the returns promise), also listed under the product page's Add to Cart. The
 * figures come from the shop's policy (config/policy.ts), as the policy pages' do.
 */
export default function ShopPromises({
  className,
  iconClass,
  itemClass = 'flex items-center gap-2',
  label,
}: {
  className: string;
  iconClass: string;
  itemClass?: string;
  label?: string;
}) {
  const { t } = useTranslation('products');
  const promises: { icon: IconName; text: string }[] = [
    { icon: 'box-truck', text: freeShippingPromise() },
    { icon: 'shield', text: t('promises.quality') },
    { icon: 'return', text: returnsPromise() },
  ];
  return (
    <ul aria-label={label} className={className}>
      {promises.map(({ icon, text }) => (
        <li key={text} className={itemClass}>
          <Icon name={icon} className={iconClass} />
          {text}
        </li>
      ))}
    </ul>
  );
}

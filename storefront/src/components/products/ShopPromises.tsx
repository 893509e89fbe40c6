import { freeShippingPromise, returnsPromise } from '../../config/policy.js';
import { useTranslation } from 'react-i18next';
import { useFreeShippingOver } from '../../features/delivery/useDeliveryTerms.js';
import Icon from '../icons/Icon.js';
import type { IconName } from '../icons/icon-paths.js';

/**
 * The shop's three promises (SPEC §2 listing banner: 'Free shipping over ₹999', 'Quality
 * guaranteed' and the returns promise), also listed under the product page's Add to Cart. The
 * figures come from the shop's policy (config/policy.ts) and its fees (the threshold: held in
 * its place, unseen, while it loads), as the policy pages' do.
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
  const over = useFreeShippingOver();
  const promises: { icon: IconName; text: string; loading?: boolean }[] = [
    // while the threshold loads, a text of the usual width holds its place, unseen
    {
      icon: 'box-truck',
      text: freeShippingPromise(over === undefined ? 999 : over),
      loading: over === undefined,
    },
    { icon: 'shield', text: t('promises.quality') },
    { icon: 'return', text: returnsPromise() },
  ];
  return (
    <ul aria-label={label} className={className}>
      {promises.map(({ icon, text, loading }) => (
        <li key={icon} className={`${itemClass} ${loading ? 'invisible' : ''}`}>
          <Icon name={icon} className={iconClass} />
          {text}
        </li>
      ))}
    </ul>
  );
}

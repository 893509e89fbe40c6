import { useTranslation } from 'react-i18next';
import { SHOP } from '../../config/shop.js';
import Icon from '../icons/Icon.js';

const SOCIALS = [
  { label: 'Facebook', href: SHOP.social.facebook, icon: 'facebook' },
  { label: 'Instagram', href: SHOP.social.instagram, icon: 'instagram' },
  { label: 'LinkedIn', href: SHOP.social.linkedin, icon: 'linkedin' },
] as const;

/**
 * The shop's social links (SPEC §2: header bar and footer), each opening in a new tab.
 * `linkClass`/`iconClass` size and colour them for where they stand.
 */
export default function SocialLinks({
  className,
  linkClass,
  iconClass,
}: {
  className: string;
  linkClass: string;
  iconClass: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={className} aria-label={t('social.label')}>
      {SOCIALS.map(({ label, href, icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('social.newTab', { name: label })}
            className={linkClass}
          >
            <Icon name={icon} className={iconClass} />
          </a>
        </li>
      ))}
    </ul>
  );
}

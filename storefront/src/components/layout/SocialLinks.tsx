import { SHOP } from '../../config/shop.js';
import { FacebookIcon, InstagramIcon, LinkedInIcon } from './icons.js';

const SOCIALS = [
  { label: 'Facebook', href: SHOP.social.facebook, Icon: FacebookIcon },
  { label: 'Instagram', href: SHOP.social.instagram, Icon: InstagramIcon },
  { label: 'LinkedIn', href: SHOP.social.linkedin, Icon: LinkedInIcon },
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
  return (
    <ul className={className} aria-label="Social links">
      {SOCIALS.map(({ label, href, Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} (opens in a new tab)`}
            className={linkClass}
          >
            <Icon className={iconClass} />
          </a>
        </li>
      ))}
    </ul>
  );
}

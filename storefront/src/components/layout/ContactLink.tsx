import { SHOP } from '../../config/shop.js';
import Icon from '../icons/Icon.js';

const CONTACTS = {
  phone: { href: SHOP.phoneHref, text: SHOP.phone, icon: 'phone' },
  email: { href: `mailto:${SHOP.email}`, text: SHOP.email, icon: 'mail' },
} as const;

/**
 * The shop's phone number or e-mail address (SPEC §2 {phone}, {email}) as a tel:/mailto: link,
 * after its icon when `iconClass` is given.
 */
export default function ContactLink({
  kind,
  className,
  iconClass,
  onClick,
  testId,
}: {
  kind: keyof typeof CONTACTS;
  className?: string;
  iconClass?: string;
  onClick?: () => void;
  testId?: string;
}) {
  const { href, text, icon } = CONTACTS[kind];
  return (
    <a href={href} className={className} onClick={onClick} data-testid={testId}>
      {iconClass && <Icon name={icon} className={iconClass} />}
      {text}
    </a>
  );
}

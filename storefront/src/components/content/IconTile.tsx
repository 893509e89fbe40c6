import Icon from '../icons/Icon.js';
import type { IconName } from '../icons/icon-paths.js';

/**
 * The tinted tile a feature's icon sits in (the About and Contact cards, the 'Why Choose'
 * points, the footer's trust badges). `className` gives its size, shape and colours.
 */
export default function IconTile({
  icon,
  className,
  iconClass = 'h-6 w-6',
}: {
  icon: IconName;
  className: string;
  iconClass?: string;
}) {
  return (
    <span className={`items-center justify-center ${className}`}>
      <Icon name={icon} className={iconClass} />
    </span>
  );
}

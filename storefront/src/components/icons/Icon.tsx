import { PRODUCT_ICONS, SITE_ICONS, type IconName, type IconPath } from './icon-paths.js';

/**
 * A decorative 24×24 line icon in the current text colour, drawn from its path data and hidden
 * from assistive technology. The product screens' icons keep their finer stroke.
 */
export default function Icon({
  name,
  className = 'h-5 w-5',
}: {
  name: IconName;
  className?: string;
}) {
  const product = name in PRODUCT_ICONS;
  const paths: readonly IconPath[] = product
    ? PRODUCT_ICONS[name as keyof typeof PRODUCT_ICONS]
    : SITE_ICONS[name as keyof typeof SITE_ICONS];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={product ? 1.6 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {paths.map((p) =>
        typeof p === 'string' ? <path key={p} d={p} /> : <path key={p.d} d={p.d} fill={p.fill} />,
      )}
    </svg>
  );
}

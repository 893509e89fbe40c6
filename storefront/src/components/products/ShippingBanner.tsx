import Icon from '../icons/Icon.js';

const POINTS = [
  { icon: 'box-truck', text: 'Free shipping over ₹999' },
  { icon: 'shield', text: 'Quality guaranteed' },
  { icon: 'return', text: '7-day returns' },
] as const;

/** The listing banner of SPEC §2. */
export default function ShippingBanner() {
  return (
    <ul
      aria-label="Shop benefits"
      className="flex flex-wrap items-center justify-center gap-x-8 gap-y-2 rounded-2xl bg-linear-to-r from-green-700 to-emerald-600 px-4 py-3 text-sm font-medium text-white"
    >
      {POINTS.map(({ icon, text }) => (
        <li key={text} className="flex items-center gap-2">
          <Icon name={icon} className="h-5 w-5 text-green-100" />
          {text}
        </li>
      ))}
    </ul>
  );
}

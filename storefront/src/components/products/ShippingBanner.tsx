import { ReturnIcon, ShieldIcon, TruckIcon } from './Icons.js';

const POINTS = [
  { Icon: TruckIcon, text: 'Free shipping over ₹999' },
  { Icon: ShieldIcon, text: 'Quality guaranteed' },
  { Icon: ReturnIcon, text: '7-day returns' },
];

/** The listing banner of SPEC §2. */
export default function ShippingBanner() {
  return (
    <ul
      aria-label="Shop benefits"
      className="flex flex-wrap items-center justify-center gap-x-8 gap-y-2 rounded-2xl bg-linear-to-r from-green-700 to-emerald-600 px-4 py-3 text-sm font-medium text-white"
    >
      {POINTS.map(({ Icon, text }) => (
        <li key={text} className="flex items-center gap-2">
          <Icon className="h-5 w-5 text-green-100" />
          {text}
        </li>
      ))}
    </ul>
  );
}

import { returnsTitle } from '../../config/policy.js';
import IconTile from '../content/IconTile.js';

const POINTS = [
  {
    icon: 'shield',
    title: 'Quality Assured',
    text: 'Every product comes from trusted brands and is checked for purity and authenticity.',
  },
  {
    icon: 'box-truck',
    title: 'Fast Delivery',
    text: 'Orders are packed quickly and shipped with tracking to addresses across India.',
  },
  {
    icon: 'return',
    title: returnsTitle(),
    text: 'Received a damaged or defective item? Tell us and we will arrange a replacement.',
  },
  {
    icon: 'sparkle',
    title: 'Expert Curated',
    text: 'Our wellness team hand-picks Ayurvedic, protein and superfood essentials.',
  },
] as const;

/** The 'Why Choose Our Wellness Products?' block of SPEC §2. */
export default function WhyChooseUs() {
  return (
    <section
      aria-labelledby="why-choose-heading"
      className="rounded-3xl bg-green-50 px-6 py-10 sm:px-10"
    >
      <h2
        id="why-choose-heading"
        className="text-center text-2xl font-bold text-gray-900 sm:text-3xl"
      >
        Why Choose Our Wellness Products?
      </h2>
      <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {POINTS.map(({ icon, title, text }) => (
          <li key={title} className="rounded-2xl bg-white p-6 text-center shadow-sm">
            <IconTile
              icon={icon}
              className="mx-auto flex h-12 w-12 rounded-full bg-green-100 text-green-700"
            />
            <h3 className="mt-4 font-semibold text-gray-900">{title}</h3>
            <p className="mt-2 text-sm text-gray-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

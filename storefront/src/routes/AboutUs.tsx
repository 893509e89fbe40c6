import { Link } from 'react-router-dom';
import IconTile from '../components/content/IconTile.js';
import PageHero from '../components/content/PageHero.js';
import Icon from '../components/icons/Icon.js';
import { SHOP } from '../config/shop.js';

const STATS = [
  { value: '10,000+', label: 'Happy customers' },
  { value: '200+', label: 'Wellness products' },
  { value: '50+', label: 'Trusted brands' },
  { value: '25+', label: 'States served across India' },
] as const;

/** The mission and the vision, each on its own card. */
const AIMS = [
  {
    title: 'Our Mission',
    icon: 'target',
    tile: 'bg-green-700',
    text: 'To make authentic, high-quality wellness products accessible and affordable for every household in India — combining the wisdom of Ayurveda with modern nutrition and technology, and helping people make informed choices for a healthier life.',
  },
  {
    title: 'Our Vision',
    icon: 'eye',
    tile: 'bg-emerald-600',
    text: 'To become India’s most trusted wellness marketplace: a place where every product is genuine, every claim is honest, and everyone — in a metro or a small town — can find what they need to live well.',
  },
] as const;

const PILLARS = [
  {
    title: 'Quality Assurance',
    icon: 'shield-check',
    text: 'Every product is sourced from licensed manufacturers and authorised distributors, checked batch by batch, and shipped sealed so it reaches you exactly as it left the maker.',
  },
  {
    title: 'Marketplace Integration',
    icon: 'store',
    text: 'Ayurveda, protein, superfoods, fitness and health tech under one roof: we partner with established and emerging Indian brands so you can build your whole routine in one place.',
  },
  {
    title: 'Innovation and Growth',
    icon: 'trending-up',
    text: 'We look for what is next in wellness — from breathing trainers to clean-label nutrition — and keep expanding our range, our delivery reach and our digital experience.',
  },
  {
    title: 'Excellence Standard',
    icon: 'award',
    text: 'From honest product information to careful packing and responsive customer care, we hold every step of your order to the same high standard.',
  },
] as const;

/** About page (SPEC §2): statistics, mission, vision and four strategic pillars. */
export default function AboutUs() {
  return (
    <div>
      <PageHero eyebrow="Our story" title="Rooted in tradition, made for modern wellness">
        <p>
          {SHOP.name} — from the Sanskrit word for good health — brings authentic Ayurvedic
          remedies, clean nutrition and smart health devices to homes across India.
        </p>
      </PageHero>

      {/* Story and statistics */}
      <section
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
        aria-labelledby="story-heading"
      >
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <h2 id="story-heading" className="text-3xl font-bold tracking-tight text-gray-900">
              Wellness you can trust, from Udaipur to your doorstep
            </h2>
            <div className="mt-5 space-y-4 leading-7 text-gray-600">
              <p>
                {SHOP.name} began in Udaipur, Rajasthan, with a simple idea: finding genuine
                wellness products in India should not be hard. Shelves and search results are
                crowded with look-alikes and exaggerated claims, and it is difficult to know what to
                trust.
              </p>
              <p>
                So we built a store we would shop at ourselves. We work directly with licensed
                manufacturers and brands, check what we sell, and explain every product in plain
                language — whether it is a time-tested Ayurvedic formulation, a protein snack for
                your workday or a device that helps you breathe better.
              </p>
              <p>
                Today we serve thousands of families across the country, and we are still guided by
                the same belief: good health is built from small, honest choices made every day.
              </p>
            </div>
          </div>

          <dl className="grid grid-cols-2 gap-4">
            {STATS.map((s) => (
              <div
                key={s.label}
                className="flex flex-col rounded-2xl bg-gradient-to-br from-green-50 to-emerald-50 p-6 text-center ring-1 ring-green-100"
              >
                <dt className="text-sm font-medium text-gray-600">{s.label}</dt>
                <dd className="order-first text-3xl font-bold tracking-tight text-green-800 sm:text-4xl">
                  {s.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      {/* Mission and vision */}
      <section className="bg-gray-50 py-16" aria-label="Mission and vision">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
          {AIMS.map(({ title, icon, tile, text }) => (
            <article
              key={title}
              className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-gray-100"
            >
              <IconTile
                icon={icon}
                className={`inline-flex h-12 w-12 rounded-xl ${tile} text-white`}
              />
              <h2 className="mt-5 text-2xl font-bold text-gray-900">{title}</h2>
              <p className="mt-3 leading-7 text-gray-600">{text}</p>
            </article>
          ))}
        </div>
      </section>

      {/* Strategic pillars */}
      <section
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
        aria-labelledby="pillars-heading"
      >
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-green-700">What guides us</p>
          <h2 id="pillars-heading" className="mt-2 text-3xl font-bold tracking-tight text-gray-900">
            Our strategic pillars
          </h2>
          <p className="mt-3 text-gray-600">
            Four commitments shape every product we list and every order we send.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PILLARS.map(({ title, text, icon }) => (
            <li
              key={title}
              className="group rounded-2xl border border-gray-100 bg-white p-6 shadow-sm transition-all hover:-translate-y-0.5 hover:border-green-200 hover:shadow-md"
            >
              <IconTile
                icon={icon}
                className="inline-flex h-12 w-12 rounded-xl bg-green-50 text-green-700 transition-colors group-hover:bg-green-700 group-hover:text-white"
              />
              <h3 className="mt-5 text-lg font-semibold text-gray-900">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-gray-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      {/* Call to action */}
      <section className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8" aria-labelledby="cta-heading">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-green-800 to-emerald-700 px-6 py-12 text-center text-white sm:px-12">
          <Icon
            name="leaf"
            className="pointer-events-none absolute -top-6 -right-6 h-40 w-40 text-white/10"
          />
          <Icon name="heart" className="mx-auto h-10 w-10 text-green-200" />
          <h2 id="cta-heading" className="mt-4 text-3xl font-bold tracking-tight">
            Begin your wellness journey today
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-green-100">
            Explore our curated range of Ayurvedic, nutrition and health-tech products — or talk to
            us if you need help choosing.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to="/collections/all"
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-green-800 transition-colors hover:bg-green-50"
            >
              Browse the collection
              <Icon name="arrow-right" className="h-4 w-4" />
            </Link>
            <Link
              to="/contactUs"
              className="inline-flex items-center justify-center rounded-lg border border-white/60 px-6 py-3 font-semibold text-white transition-colors hover:bg-white/10"
            >
              Talk to our team
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import IconTile from '../components/content/IconTile.js';
import PageHero from '../components/content/PageHero.js';
import Icon from '../components/icons/Icon.js';
import { SHOP } from '../config/shop.js';

/** The figures, each with its label's key. */
const STATS = [
  { value: '10,000+', label: 'customers' },
  { value: '200+', label: 'products' },
  { value: '50+', label: 'brands' },
  { value: '25+', label: 'states' },
] as const;

/** The mission and the vision, each on its own card. */
const AIMS = [
  { key: 'mission', icon: 'target', tile: 'bg-green-700' },
  { key: 'vision', icon: 'eye', tile: 'bg-emerald-600' },
] as const;

const PILLARS = [
  { key: 'quality', icon: 'shield-check' },
  { key: 'marketplace', icon: 'store' },
  { key: 'innovation', icon: 'trending-up' },
  { key: 'excellence', icon: 'award' },
] as const;

/** About page (SPEC §2): statistics, mission, vision and four strategic pillars. */
export default function AboutUs() {
  const { t } = useTranslation('policies');
  const shop = SHOP.name;
  return (
    <div>
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.title')}>
        <p>{t('about.intro', { shop })}</p>
      </PageHero>

      {/* Story and statistics */}
      <section
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
        aria-labelledby="story-heading"
      >
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <h2 id="story-heading" className="text-3xl font-bold tracking-tight text-gray-900">
              {t('about.storyTitle')}
            </h2>
            <div className="mt-5 space-y-4 leading-7 text-gray-600">
              <p>{t('about.story1', { shop })}</p>
              <p>{t('about.story2')}</p>
              <p>{t('about.story3')}</p>
            </div>
          </div>

          <dl className="grid grid-cols-2 gap-4">
            {STATS.map((s) => (
              <div
                key={s.label}
                className="flex flex-col rounded-2xl bg-gradient-to-br from-green-50 to-emerald-50 p-6 text-center ring-1 ring-green-100"
              >
                <dt className="text-sm font-medium text-gray-600">{t(`about.stats.${s.label}`)}</dt>
                <dd className="order-first text-3xl font-bold tracking-tight text-green-800 sm:text-4xl">
                  {s.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      {/* Mission and vision */}
      <section className="bg-gray-50 py-16" aria-label={t('about.aimsLabel')}>
        <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
          {AIMS.map(({ key, icon, tile }) => (
            <article key={key} className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-gray-100">
              <IconTile
                icon={icon}
                className={`inline-flex h-12 w-12 rounded-xl ${tile} text-white`}
              />
              <h2 className="mt-5 text-2xl font-bold text-gray-900">{t(`about.${key}.title`)}</h2>
              <p className="mt-3 leading-7 text-gray-600">{t(`about.${key}.text`)}</p>
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
          <p className="text-sm font-semibold tracking-wide text-green-700">
            {t('about.pillarsEyebrow')}
          </p>
          <h2 id="pillars-heading" className="mt-2 text-3xl font-bold tracking-tight text-gray-900">
            {t('about.pillarsTitle')}
          </h2>
          <p className="mt-3 text-gray-600">{t('about.pillarsIntro')}</p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PILLARS.map(({ key, icon }) => (
            <li
              key={key}
              className="group rounded-2xl border border-gray-100 bg-white p-6 shadow-sm transition-all hover:-translate-y-0.5 hover:border-green-200 hover:shadow-md"
            >
              <IconTile
                icon={icon}
                className="inline-flex h-12 w-12 rounded-xl bg-green-50 text-green-700 transition-colors group-hover:bg-green-700 group-hover:text-white"
              />
              <h3 className="mt-5 text-lg font-semibold text-gray-900">
                {t(`about.pillars.${key}.title`)}
              </h3>
              <p className="mt-2 text-sm leading-6 text-gray-600">
                {t(`about.pillars.${key}.text`)}
              </p>
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
            {t('about.ctaTitle')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-green-100">{t('about.ctaText')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to="/collections/all"
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-green-800 transition-colors hover:bg-green-50"
            >
              {t('about.browse')}
              <Icon name="arrow-right" className="h-4 w-4" />
            </Link>
            <Link
              to="/contactUs"
              className="inline-flex items-center justify-center rounded-lg border border-white/60 px-6 py-3 font-semibold text-white transition-colors hover:bg-white/10"
            >
              {t('about.talk')}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}

import { returnsTitle } from '../../config/policy.js';
import { useTranslation } from 'react-i18next';
import IconTile from '../content/IconTile.js';
import type { IconName } from '../icons/icon-paths.js';

/** The 'Why Choose Our Wellness Products?' block of SPEC §2. */
export default function WhyChooseUs() {
  const { t } = useTranslation('products');
  const points: { icon: IconName; title: string; text: string }[] = [
    { icon: 'shield', title: t('why.qualityTitle'), text: t('why.qualityText') },
    { icon: 'box-truck', title: t('why.deliveryTitle'), text: t('why.deliveryText') },
    { icon: 'return', title: returnsTitle(), text: t('why.returnsText') },
    { icon: 'sparkle', title: t('why.curatedTitle'), text: t('why.curatedText') },
  ];
  return (
    <section
      aria-labelledby="why-choose-heading"
      className="rounded-3xl bg-green-50 px-6 py-10 sm:px-10"
    >
      <h2
        id="why-choose-heading"
        className="text-center text-2xl font-bold text-gray-900 sm:text-3xl"
      >
        {t('why.heading')}
      </h2>
      <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {points.map(({ icon, title, text }) => (
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

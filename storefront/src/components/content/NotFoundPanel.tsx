import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.js';

/**
 * The shop's "not found", inside its layout: for a path no page owns, a product that does not
 * exist, an empty collection; with the ways back into the shop.
 */
export default function NotFoundPanel({
  title: givenTitle,
  text: givenText,
}: {
  title?: string;
  text?: string;
}) {
  const { t } = useTranslation();
  const title = givenTitle ?? t('notFound.title');
  const text = givenText ?? t('notFound.text');
  useDocumentTitle(title);
  return (
    <section
      aria-labelledby="not-found-title"
      data-testid="not-found"
      className="mx-auto max-w-xl px-4 py-20 text-center"
    >
      <p className="text-sm font-semibold tracking-wide text-green-700">404</p>
      <h1 id="not-found-title" className="mt-2 text-3xl font-bold text-gray-900">
        {title}
      </h1>
      <p className="mt-4 text-gray-700">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/collections/all"
          className="rounded-xl bg-green-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-green-800"
        >
          {t('browseAll')}
        </Link>
        <Link
          to="/contactUs"
          className="rounded-xl border border-gray-300 px-5 py-2.5 text-sm font-semibold text-gray-800 hover:bg-gray-50"
        >
          {t('contactUs')}
        </Link>
      </div>
    </section>
  );
}

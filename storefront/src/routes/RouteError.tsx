import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import NotFoundPanel from '../components/content/NotFoundPanel.js';

/**
 * What a route shows when its screen failed to load (a new deployment replaced its chunk, the
 * network dropped) or threw while rendering: a plain message and a way on, never React
 * Router's developer page.
 */
export default function RouteError() {
  const { t } = useTranslation(['pages', 'common']);
  const error = useRouteError();
  // what failed, for whoever opens the browser's console (the page shows only the message)
  useEffect(() => console.error(error), [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPanel />;
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-gray-900">{t('routeError.title')}</h1>
      <p className="mt-4 text-gray-700">{t('routeError.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-xl bg-green-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-green-800"
        >
          {t('routeError.reload')}
        </button>
        <Link
          to="/collections/all"
          reloadDocument
          className="rounded-xl border border-gray-300 px-5 py-2.5 text-sm font-semibold text-gray-800 hover:bg-gray-50"
        >
          {t('common:browseAll')}
        </Link>
      </div>
    </section>
  );
}

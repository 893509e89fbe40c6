import type { Preferences } from '@arogya/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../i18n/server-text.js';
import LinkProblem from './LinkProblem.js';
import type { Loaded } from './usePreferences.js';

/**
 * What a page behind a message's link shows until it has the link's choices: a loading line,
 * the link's problem when the server refuses it, or the failure and a way to try again when
 * the server could not answer; then `children` with the choices.
 */
export default function LinkGate({
  state: { preferences, loading, error, refused },
  children,
}: {
  state: Loaded;
  children: (preferences: Preferences) => ReactNode;
}) {
  const { t } = useTranslation(['messages', 'common', 'account']);
  if (preferences) return children(preferences);
  if (refused) return <LinkProblem message={error ?? ''} />;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      {loading ? (
        <p role="status" className="text-gray-600">
          {t('loading')}
        </p>
      ) : (
        <>
          <p role="alert" className="text-red-600">
            {t('common:error', { message: serverText(t, error ?? '') })}
          </p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="mt-6 inline-flex min-h-11 items-center rounded-xl bg-green-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-green-800"
          >
            {t('account:tryAgain')}
          </button>
        </>
      )}
    </div>
  );
}

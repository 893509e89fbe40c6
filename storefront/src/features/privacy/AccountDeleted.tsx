import type { ErasureRequestView } from '@arogya/contracts';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PRIMARY_LINK } from '../../components/content/buttons.js';
import Icon from '../../components/icons/Icon.js';
import { longDay } from './erasure-text.js';

/**
 * What /profile shows once the account's deletion was asked for (the person is signed out by
 * then): that it is under way, by when it is done, what is kept. The heading takes the focus,
 * since the page the person was on is gone.
 */
export default function AccountDeleted({
  request,
  emailed,
}: {
  request: ErasureRequestView;
  /** whether the account had an e-mail address (a phone-only one gets no e-mail) */
  emailed: boolean;
}) {
  const { t } = useTranslation('account');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:py-20">
      <section
        data-testid="account-deleted"
        aria-labelledby="account-deleted-heading"
        className="rounded-2xl border border-gray-200 bg-white p-6 text-center shadow-sm sm:p-10"
      >
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-green-50 text-green-700">
          <Icon name="check-circle" className="size-7" />
        </span>
        <h1
          id="account-deleted-heading"
          ref={heading}
          tabIndex={-1}
          className="mt-5 text-xl font-bold text-gray-900 outline-none sm:text-2xl"
        >
          {t('deleted.heading')}
        </h1>
        {emailed && <p className="mt-3 font-medium text-gray-800">{t('deleted.emailed')}</p>}
        <p className="mt-3 text-sm text-gray-700">
          <Trans
            t={t}
            i18nKey="deleted.due"
            // (the typed `values` of this namespace ask for every key's values at once)
            values={{ date: longDay(request.dueBy) } as never}
            components={{
              date: <span data-testid="account-deleted-due" className="font-semibold" />,
            }}
          />{' '}
          {t('erasure.kept')}
        </p>
        <Link to="/collections/all" className={`mt-6 ${PRIMARY_LINK}`}>
          {t('deleted.continue')}
        </Link>
      </section>
    </div>
  );
}

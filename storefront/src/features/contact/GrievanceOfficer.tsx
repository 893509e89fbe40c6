import type { ContactInfo } from '@arogya/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../api/client.js';
import { contactInfo } from '../../api/notifications.js';
import IconTile from '../../components/content/IconTile.js';

type Officer = ContactInfo['grievanceOfficer'];

/** `GET /api/contact`'s grievance officer, with the loading and error states. */
function useGrievanceOfficer() {
  const { t } = useTranslation('policies');
  const [state, setState] = useState<{ officer: Officer | null; error: string | null }>({
    officer: null,
    error: null,
  });
  useEffect(() => {
    let active = true;
    contactInfo()
      .then((info) => {
        if (active) setState({ officer: info.grievanceOfficer, error: null });
      })
      .catch((err: unknown) => {
        const error = messageOf(err, t('grievanceOfficer.loadFailed'));
        if (active) setState({ officer: null, error });
      });
    return () => {
      active = false;
    };
  }, []);
  return state;
}

/**
 * The grievance officer, by name, with how to reach them: the Consumer Protection
 * (E-Commerce) Rules, 2020 require a shop to show them. The promise is SPEC §9's. Its heading
 * is a page section's (`h2`), or one level down inside a section (`headingLevel` 3: the
 * privacy policy's).
 */
export default function GrievanceOfficer({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(['policies', 'common']);
  const { officer, error } = useGrievanceOfficer();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby="grievance-heading"
      data-testid="grievance-officer"
      className="rounded-2xl bg-gray-50 p-6 ring-1 ring-gray-200 sm:p-8"
    >
      <div className="flex items-start gap-4">
        <IconTile
          icon="shield-check"
          className="hidden h-12 w-12 shrink-0 rounded-xl bg-white text-green-700 ring-1 ring-gray-200 sm:inline-flex"
        />
        <div className="min-w-0">
          <Heading
            id="grievance-heading"
            // mt-0!: a policy's text spaces its own headings out, not this box's
            className="mt-0! text-xl font-bold text-gray-900 sm:text-2xl"
          >
            {t('grievanceOfficer.title')}
          </Heading>
          <p className="mt-2 text-gray-600">{t('grievanceOfficer.body')}</p>
          {officer ? (
            <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-3">
              <div>
                <dt className="font-medium text-gray-500">{t('grievanceOfficer.name')}</dt>
                <dd data-testid="grievance-name" className="mt-1 font-semibold text-gray-900">
                  {officer.name}
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="font-medium text-gray-500">{t('grievanceOfficer.email')}</dt>
                <dd className="mt-1">
                  <a
                    href={`mailto:${officer.email}`}
                    data-testid="grievance-email"
                    className="inline-block py-3 font-medium break-all text-green-700 hover:text-green-900 sm:py-0"
                  >
                    {officer.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-medium text-gray-500">{t('grievanceOfficer.address')}</dt>
                <dd className="mt-1 text-gray-800">
                  <address data-testid="grievance-address" className="not-italic">
                    {officer.address}
                  </address>
                </dd>
              </div>
            </dl>
          ) : error ? (
            <p role="alert" className="mt-5 text-sm text-red-600">
              {t('grievanceOfficer.error', { message: error })}
            </p>
          ) : (
            <p role="status" className="mt-5 text-sm text-gray-500">
              {t('common:loading')}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

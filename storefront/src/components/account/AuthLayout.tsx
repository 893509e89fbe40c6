import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { wholeRupees } from '../../config/policy.js';
import { useFreeShippingOver } from '../../features/delivery/useDeliveryTerms.js';
import { SHOP } from '../../config/shop.js';
import { useRedirectParam } from './useAfterSignIn.js';

const POINTS = ['auth.pointRange', 'auth.pointShipping', 'auth.pointTrack'] as const;

/**
 * The frame of the account pages (login, register, a forgotten password): their heading, the
 * form (`children`) and a link to another page that keeps `?redirect=`, beside a green welcome
 * panel.
 */
export default function AuthLayout({
  title,
  subtitle,
  switchTo,
  children,
}: {
  title: string;
  subtitle: string;
  switchTo?: { prompt: string; label: string; path: '/login' | '/register' };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const over = useFreeShippingOver();
  const redirect = useRedirectParam();
  const switchHref =
    switchTo && redirect
      ? `${switchTo.path}?redirect=${encodeURIComponent(redirect)}`
      : switchTo?.path;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-14">
      <div className="grid overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm lg:grid-cols-2">
        <div className="px-5 py-8 sm:px-10 sm:py-12">
          <div className="mx-auto max-w-sm">
            <p className="text-sm font-semibold tracking-widest text-green-700 uppercase">
              {SHOP.name}
            </p>
            <h1 className="mt-3 text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
            <p className="mt-2 text-sm text-gray-600">{subtitle}</p>
            {children}
            {switchTo && switchHref && (
              <p className="mt-8 text-center text-sm text-gray-600">
                {switchTo.prompt}{' '}
                <Link
                  to={switchHref}
                  className="inline-block py-3 font-semibold text-green-700 underline-offset-2 hover:underline"
                >
                  {switchTo.label}
                </Link>
              </p>
            )}
          </div>
        </div>
        <aside
          aria-hidden="true"
          className="hidden flex-col justify-between bg-linear-to-br from-green-800 via-green-700 to-emerald-500 p-10 text-white lg:flex"
        >
          <div>
            <p className="text-sm font-semibold tracking-widest text-green-100 uppercase">
              {t('auth.whyShop')}
            </p>
            <p className="mt-4 text-3xl leading-tight font-semibold">{t('auth.motto')}</p>
          </div>
          <ul className="space-y-4">
            {POINTS.map((p) => (
              <li key={p} className="flex items-start gap-3 text-green-50">
                <svg viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-5 shrink-0">
                  <path
                    fillRule="evenodd"
                    d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
                    clipRule="evenodd"
                  />
                </svg>
                <span>
                  {p === 'auth.pointShipping' && over === 0
                    ? t('auth.pointShippingAll')
                    : p === 'auth.pointShipping' && !over
                      ? t('auth.pointPayments')
                      : t(p, { amount: over ? wholeRupees(over) : '' })}
                </span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}

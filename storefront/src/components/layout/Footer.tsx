import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ParseKeys } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { POLICY, wholeRupees } from '../../config/policy.js';
import { useFreeShippingOver } from '../../features/delivery/useDeliveryTerms.js';
import { SHOP } from '../../config/shop.js';
import IconTile from '../content/IconTile.js';
import { useTimedConfirmation } from '../content/useTimedConfirmation.js';
import Icon from '../icons/Icon.js';
import ContactLink from './ContactLink.js';
import { POLICY_LINKS, SUPPORT_LINKS, type NavLink } from './links.js';
import SocialLinks from './SocialLinks.js';

/** SPEC §9: the subscribed message shows for 3000 ms. */
const SUBSCRIBED_MS = 3000;

/** SPEC §2 "Footer": placeholder links whose target routes are not shown (their texts' keys). */
const SHOP_COLUMN: readonly ParseKeys<'common'>[] = [
  'footer.shopLinks.proteinBite',
  'footer.shopLinks.respyrDevice',
  'footer.shopLinks.superFood',
  'footer.shopLinks.metafit',
];
const SUPPORT_COLUMN: readonly ParseKeys<'common'>[] = [
  'footer.supportLinks.contactUs',
  'footer.supportLinks.aboutUs',
  'footer.supportLinks.ayurvedic',
  'footer.supportLinks.specific',
];

const BADGES = [
  { title: 'footer.badges.qualityTitle', text: 'footer.badges.qualityText', icon: 'shield-check' },
  { title: 'footer.badges.paymentsTitle', text: 'footer.badges.paymentsText', icon: 'lock' },
  { title: 'footer.badges.shippingTitle', text: 'footer.badges.shippingText', icon: 'truck' },
] as const;
/** The shipping badge of a shop that ships nothing free (issue 32). */
const DELIVERY_BADGE = {
  title: 'footer.badges.deliveryTitle',
  text: 'footer.badges.deliveryText',
  icon: 'truck',
} as const;

const columnHeading = 'text-sm font-semibold tracking-wide text-gray-900';
// 44 px tall rows: a thumb's tap target (issue 31), the list's spacing in them
const columnLink =
  'inline-flex min-h-11 items-center rounded text-sm text-gray-600 transition-colors hover:text-green-700';

/** The newsletter box: simulated locally, no call is made (SPEC §4). */
function Newsletter() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const subscribed = useTimedConfirmation(SUBSCRIBED_MS);

  const subscribe = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!email.trim()) return;
    subscribed.show(() => setEmail(''));
  };

  return (
    <section
      aria-labelledby="newsletter-heading"
      className="rounded-2xl bg-gradient-to-br from-green-700 to-emerald-800 px-6 py-8 text-white shadow-sm sm:px-10"
    >
      <div className="grid items-center gap-6 lg:grid-cols-2">
        <div>
          <h2 id="newsletter-heading" className="text-2xl font-bold tracking-tight">
            {t('footer.newsletter.heading')}
          </h2>
          <p className="mt-2 text-green-100" data-testid="newsletter-offer">
            {POLICY.newsletterDiscountPercent ? (
              <Trans
                t={t}
                i18nKey={
                  POLICY.newsletterCouponCode
                    ? 'footer.newsletter.offerWithCode'
                    : 'footer.newsletter.offer'
                }
                values={{
                  percent: POLICY.newsletterDiscountPercent,
                  code: POLICY.newsletterCouponCode,
                }}
                components={{
                  strong: <strong className="text-white" />,
                  code: <strong className="text-white" data-testid="newsletter-code" />,
                }}
              />
            ) : (
              t('footer.newsletter.noOffer')
            )}
          </p>
        </div>
        <form onSubmit={subscribe} className="w-full">
          <label htmlFor="newsletter-email" className="mb-1.5 block text-sm font-medium">
            {t('footer.newsletter.label')}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              id="newsletter-email"
              data-testid="newsletter-email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className="min-w-0 flex-1 rounded-lg border border-white/30 bg-white px-4 py-3 text-gray-900 placeholder:text-gray-400 focus:border-white focus:ring-2 focus:ring-white/60 focus:outline-none"
            />
            <button
              type="submit"
              data-testid="newsletter-submit"
              className="rounded-lg bg-amber-400 px-6 py-3 font-semibold text-gray-900 transition-colors hover:bg-amber-300"
            >
              {t('footer.newsletter.subscribe')}
            </button>
          </div>
          <p role="status" aria-live="polite" className="mt-2 min-h-6 text-sm font-medium">
            {subscribed.shown ? t('footer.newsletter.subscribed') : ''}
          </p>
        </form>
      </div>
    </section>
  );
}

/** A column of placeholder links under its heading (SPEC §2: their target routes are not shown). */
function LinkColumn({
  id,
  title,
  labels,
  links = [],
}: {
  id: string;
  title: string;
  labels: readonly ParseKeys<'common'>[];
  /** the shop's own pages, before the placeholders */
  links?: readonly NavLink[];
}) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={columnHeading}>
        {title}
      </h2>
      <ul className="mt-2">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className={columnLink}>
              {t(l.label)}
            </Link>
          </li>
        ))}
        {labels.map((label) => (
          <li key={label}>
            <a href="#" className={columnLink}>
              {t(label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The Policies dropdown: toggles, and closes on choosing a policy, Escape or a click outside. */
function PoliciesMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        data-testid="policies-toggle"
        aria-expanded={open}
        aria-controls="footer-policies"
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-700 transition-colors hover:border-green-600 hover:text-green-700"
      >
        <Icon name="file-text" className="h-4 w-4" />
        {t('footer.policies')}
        <Icon
          name="chevron-down"
          className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ul
        id="footer-policies"
        hidden={!open}
        className="absolute bottom-full left-0 z-20 mb-2 w-56 overflow-hidden rounded-xl border border-gray-200 bg-white py-1 shadow-lg sm:right-0 sm:left-auto"
      >
        {POLICY_LINKS.map((p) => (
          <li key={p.to}>
            <Link
              to={p.to}
              onClick={() => setOpen(false)}
              className="flex min-h-11 items-center px-4 py-2.5 text-sm text-gray-700 transition-colors hover:bg-green-50 hover:text-green-800"
            >
              {t(p.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The shared footer of SPEC §2. */
export default function Footer() {
  const { t } = useTranslation();
  // the shop's free-shipping threshold (issue 32); with none, the badge promises delivery
  const over = useFreeShippingOver();
  const badges = BADGES.map((b) => (b.icon === 'truck' && over === null ? DELIVERY_BADGE : b));
  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-50">
      <div className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8">
        <Newsletter />

        <div className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 sm:grid-cols-3 lg:grid-cols-4">
          <div className="col-span-2 sm:col-span-3 lg:col-span-1">
            <p className="inline-flex items-center gap-1.5 text-2xl font-bold tracking-tight text-green-800">
              <Icon name="leaf" className="h-7 w-7 text-green-600" />
              {SHOP.name}
            </p>
            <p className="mt-3 max-w-xs text-sm leading-6 text-gray-600">{t('footer.about')}</p>
          </div>

          <LinkColumn id="footer-shop-heading" title={t('footer.shop')} labels={SHOP_COLUMN} />
          <LinkColumn
            id="footer-support-heading"
            title={t('footer.support')}
            labels={SUPPORT_COLUMN}
            links={SUPPORT_LINKS}
          />

          <div className="col-span-2 sm:col-span-1">
            <h2 className={columnHeading}>{t('footer.getInTouch')}</h2>
            <SocialLinks
              className="mt-4 flex gap-2"
              linkClass="inline-flex h-11 w-11 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-700 transition-colors hover:border-green-600 hover:bg-green-600 hover:text-white"
              iconClass="h-4 w-4"
            />
            <ul className="mt-3 text-sm">
              <li>
                <ContactLink
                  kind="phone"
                  className="inline-flex min-h-11 items-center gap-2 rounded text-gray-700 hover:text-green-700"
                  iconClass="h-4 w-4 text-green-700"
                />
              </li>
              <li>
                <ContactLink
                  kind="email"
                  className="inline-flex min-h-11 items-center gap-2 rounded break-all text-gray-700 hover:text-green-700"
                  iconClass="h-4 w-4 shrink-0 text-green-700"
                />
              </li>
            </ul>
          </div>
        </div>

        <ul className="grid gap-4 border-t border-gray-200 py-8 sm:grid-cols-3">
          {badges.map(({ title, text, icon }) => (
            <li
              key={title}
              className="flex items-center gap-3 rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-gray-100"
            >
              <IconTile
                icon={icon}
                className="inline-flex h-11 w-11 shrink-0 rounded-full bg-green-50 text-green-700"
                iconClass="h-5 w-5"
              />
              <span>
                <span className="block text-sm font-semibold text-gray-900">{t(title)}</span>
                <span className="block text-sm text-gray-600">
                  {over === undefined && icon === 'truck' ? (
                    <span className="invisible">{t(text, { amount: wholeRupees(999) })}</span>
                  ) : (
                    t(icon === 'truck' && over === 0 ? 'footer.badges.shippingTextAll' : text, {
                      amount: over ? wholeRupees(over) : '',
                    })
                  )}
                </span>
              </span>
            </li>
          ))}
        </ul>

        <div className="flex flex-col-reverse items-start justify-between gap-4 border-t border-gray-200 py-6 sm:flex-row sm:items-center">
          <p className="text-sm text-gray-500">
            {t('footer.rights', { year: new Date().getFullYear(), name: SHOP.name })}
          </p>
          <PoliciesMenu />
        </div>
      </div>
    </footer>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import SearchBar from '../products/SearchBar.js';
import { SHOP } from '../../config/shop.js';
import { useAppSelector } from '../../store/index.js';
import Icon from '../icons/Icon.js';
import ContactLink from './ContactLink.js';
import LanguageSwitch from './LanguageSwitch.js';
import { SHOP_LINKS } from './links.js';
import SideMenu from './SideMenu.js';
import SocialLinks from './SocialLinks.js';

/** SPEC §9: the header shadow grows once the page is scrolled more than 20 px. */
const SCROLL_THRESHOLD = 20;
const MENU_ID = 'site-side-menu';
const SEARCH_ID = 'site-search';

const iconButton =
  'relative inline-flex h-11 w-11 items-center justify-center rounded-full text-gray-700 transition-colors hover:bg-green-50 hover:text-green-800';

/** Whether the current location is the given shop link (path and category both match). */
function useIsActive() {
  const { pathname, search } = useLocation();
  return (to: string) => {
    const [path, query = ''] = to.split('?');
    const wanted = new URLSearchParams(query).get('category');
    const current = new URLSearchParams(search).get('category');
    return pathname.replace(/\/+$/, '') === path && wanted === current;
  };
}

/** The shared header of SPEC §2: social bar, call button, navigation, account, admin and cart. */
export default function Header({ onToggleCart }: { onToggleCart: () => void }) {
  const { t } = useTranslation();
  const user = useAppSelector((s) => s.auth.user);
  const cart = useAppSelector((s) => s.cart.cart);
  const itemCount = (cart?.products ?? []).reduce((sum, line) => sum + (line.quantity || 0), 0);

  const [scrolled, setScrolled] = useState(() => window.scrollY > SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const { pathname, search } = useLocation();
  // a new page closes the search it was found with
  useEffect(() => setSearchOpen(false), [pathname, search]);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const isActive = useIsActive();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Give focus back to the toggle when the menu closes with focus still inside it.
  useEffect(() => {
    if (wasOpen.current && !menuOpen) {
      const active = document.activeElement;
      const menu = document.getElementById(MENU_ID);
      if (!active || active === document.body || menu?.contains(active)) {
        toggleRef.current?.focus();
      }
    }
    wasOpen.current = menuOpen;
  }, [menuOpen]);

  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <>
      <header
        data-testid="site-header"
        data-scrolled={scrolled ? 'true' : 'false'}
        className={`sticky top-0 z-40 bg-white transition-shadow duration-300 ${
          scrolled ? 'shadow-md' : 'shadow-sm'
        }`}
      >
        {/* Social-links bar */}
        <div className="bg-green-800 text-green-50">
          <div className="mx-auto flex h-11 max-w-7xl items-center justify-between gap-4 px-4 text-xs sm:h-9 sm:px-6 lg:px-8">
            {/* a phone finds them in the footer, big enough to tap; here the bar keeps the number */}
            <SocialLinks
              className="hidden items-center gap-1 sm:flex"
              linkClass="inline-flex h-7 w-7 items-center justify-center rounded-full transition-colors hover:bg-green-700 hover:text-white"
              iconClass="h-3.5 w-3.5"
            />
            <p className="hidden text-center font-medium text-green-100 md:block">
              {t('header.tagline')}
            </p>
            <div className="flex flex-1 items-center justify-between gap-4 sm:flex-none">
              <LanguageSwitch className="-ml-2 inline-flex h-11 min-w-11 items-center justify-center rounded px-2 text-sm font-semibold text-white underline-offset-2 transition-colors hover:underline sm:ml-0 sm:h-7 sm:text-xs" />
              <ContactLink
                kind="phone"
                className="inline-flex h-11 items-center gap-1.5 rounded px-1 font-medium whitespace-nowrap transition-colors hover:text-white sm:h-auto"
                iconClass="h-3.5 w-3.5"
              />
            </div>
          </div>
        </div>

        {/* Navigation bar */}
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
          <button
            ref={toggleRef}
            type="button"
            data-testid="menu-toggle"
            aria-label={t('header.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen((o) => !o)}
            className={`${iconButton} -ml-2`}
          >
            <Icon name="menu" className="h-6 w-6" />
          </button>

          <Link
            to="/"
            className="flex h-11 items-center gap-1.5 rounded-md text-2xl font-bold tracking-tight text-green-800"
          >
            <Icon name="leaf" className="h-7 w-7 text-green-600" />
            {SHOP.name}
          </Link>

          <nav aria-label={t('header.shopCategories')} className="mx-auto hidden md:block">
            <ul className="flex items-center gap-1 lg:gap-2">
              {SHOP_LINKS.map((l) => {
                const active = isActive(l.to);
                return (
                  <li key={l.to}>
                    <Link
                      to={l.to}
                      aria-current={active ? 'page' : undefined}
                      className={`rounded-full px-3 py-2 text-sm font-medium transition-colors ${
                        active
                          ? 'bg-green-50 text-green-800'
                          : 'text-gray-700 hover:bg-green-50 hover:text-green-800'
                      }`}
                    >
                      {t(l.label)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>

          <div className="ml-auto flex items-center gap-0.5 sm:gap-1 md:ml-0">
            <button
              type="button"
              data-testid="search-toggle"
              aria-label={searchOpen ? t('header.closeSearch') : t('header.searchProducts')}
              aria-expanded={searchOpen}
              aria-controls={SEARCH_ID}
              onClick={() => setSearchOpen((o) => !o)}
              className={iconButton}
            >
              <Icon name={searchOpen ? 'close' : 'search'} className="h-6 w-6" />
            </button>

            <a
              href={SHOP.phoneHref}
              aria-label={t('header.callUsAt', { phone: SHOP.phone })}
              className="hidden items-center gap-2 rounded-full border border-green-700 px-3 py-1.5 text-sm font-medium text-green-800 transition-colors hover:bg-green-700 hover:text-white sm:inline-flex"
            >
              <Icon name="phone" className="h-4 w-4" />
              <span className="hidden lg:inline">{t('header.callUs')}</span>
            </a>
            {/* a phone calls from the number in the bar above (room for search here) */}

            {user?.role === 'admin' && (
              // a full navigation: the console is another app, which the shop's router does not own
              <a
                href="/admin/"
                data-testid="admin-link"
                aria-label={t('header.admin')}
                className="inline-flex h-10 items-center gap-1.5 rounded-full bg-gray-900 px-2.5 text-sm font-medium text-white transition-colors hover:bg-gray-700 sm:px-3"
              >
                <Icon name="dashboard" className="h-4 w-4" />
                <span className="hidden sm:inline">{t('header.admin')}</span>
              </a>
            )}

            <Link to="/profile" aria-label={t('header.account')} className={iconButton}>
              <Icon name="user" className="h-6 w-6" />
            </Link>

            <button
              type="button"
              // the name says what the badge shows (its count is visible text of the button)
              aria-label={
                itemCount > 0
                  ? t('header.openCartItems', { count: itemCount })
                  : t('header.openCart')
              }
              data-testid="cart-toggle"
              onClick={onToggleCart}
              className={iconButton}
            >
              <Icon name="bag" className="h-6 w-6" />
              {itemCount > 0 && (
                <span
                  data-testid="cart-badge"
                  className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-green-700 px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white"
                >
                  {itemCount}
                </span>
              )}
            </button>
          </div>
        </div>

        {/* search from every page, with suggestions as the shopper types (issue 31) */}
        {searchOpen && (
          <div id={SEARCH_ID} className="border-t border-gray-100 bg-white">
            <div className="mx-auto max-w-3xl px-4 py-3 sm:px-6">
              <SearchBar
                initial={new URLSearchParams(search).get('search') ?? ''}
                autoFocus
                onDone={() => setSearchOpen(false)}
              />
            </div>
          </div>
        )}
      </header>

      <SideMenu id={MENU_ID} open={menuOpen} onClose={closeMenu} />
    </>
  );
}

import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHOP } from '../../config/shop.js';
import Icon from '../icons/Icon.js';
import ContactLink from './ContactLink.js';
import { INFO_LINKS, SHOP_LINKS } from './links.js';

const FOCUSABLE =
  'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The header's left side menu (SPEC §2): About Us and Contact Us, plus the shop links that the
 * header hides on small screens. A modal dialog: focus moves in when it opens, Tab stays inside,
 * Escape, the close button, the backdrop and choosing a link all close it.
 */
export default function SideMenu({
  id,
  open,
  onClose,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = previousOverflow;
    };
  }, [open, onClose]);

  /** Keeps Tab and Shift+Tab inside the open panel. */
  const trapFocus = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab' || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const linkClass =
    'flex items-center justify-between rounded-lg px-3 py-3 text-base font-medium text-gray-800 transition-colors hover:bg-green-50 hover:text-green-800';

  return (
    <div className={open ? 'fixed inset-0 z-50' : 'pointer-events-none fixed inset-0 z-50'}>
      <div
        aria-hidden="true"
        onClick={onClose}
        className={`absolute inset-0 bg-gray-900/40 transition-opacity duration-300 ${
          open ? 'opacity-100' : 'opacity-0'
        }`}
      />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={t('menu.label')}
        onKeyDown={trapFocus}
        className={`absolute inset-y-0 left-0 flex w-80 max-w-[85vw] flex-col bg-white shadow-xl duration-300 ease-out ${
          open
            ? 'visible translate-x-0 transition-transform'
            : 'invisible -translate-x-full transition-[transform,visibility]'
        }`}
      >
        <div className="flex items-center justify-between border-b border-gray-100 px-4 py-4">
          <span className="flex items-center gap-2 text-xl font-bold tracking-tight text-green-800">
            <Icon name="leaf" className="h-6 w-6 text-green-600" />
            {SHOP.name}
          </span>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={t('menu.close')}
            data-testid="menu-close"
            className="rounded-full p-2 text-gray-600 transition-colors hover:bg-gray-100 hover:text-gray-900"
          >
            <Icon name="close" className="h-6 w-6" />
          </button>
        </div>

        <nav aria-label={t('menu.nav')} className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {INFO_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} onClick={onClose} className={linkClass}>
                  {t(l.label)}
                  <Icon name="arrow-right" className="h-4 w-4 text-green-600" />
                </Link>
              </li>
            ))}
          </ul>

          <p className="mt-6 px-3 text-xs font-semibold tracking-wider text-gray-500">
            {t('menu.shopHeading')}
          </p>
          <ul className="mt-2 space-y-1">
            {SHOP_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} onClick={onClose} className={linkClass}>
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="space-y-2 border-t border-gray-100 bg-green-50/60 px-6 py-5 text-sm text-gray-700">
          {(['phone', 'email'] as const).map((kind) => (
            <ContactLink
              key={kind}
              kind={kind}
              className="flex items-center gap-2 hover:text-green-800"
              iconClass="h-4 w-4 text-green-700"
              onClick={onClose}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

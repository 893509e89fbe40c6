import type { ErasureRequestView } from '@arogya/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import MyOrdersSection from '../components/orders/MyOrdersSection.js';
import AccountSection from '../features/account/AccountSection.js';
import { useProfile } from '../features/account/useProfile.js';
import AddressBookSection from '../features/address-book/AddressBookSection.js';
import MessagesSection from '../features/messages/MessagesSection.js';
import AccountDeleted from '../features/privacy/AccountDeleted.js';
import YourDataSection from '../features/privacy/YourDataSection.js';
import { logout } from '../store/auth-slice.js';
import { clearCart } from '../store/cart-slice.js';
import { useAppDispatch, useAppSelector } from '../store/index.js';

/**
 * SPEC §2 "Profile /profile": who is signed in, Logout, and the My Orders table; then the
 * account itself and its address book (issue 29), the shopper's message choices (issue 28),
 * and their data: a copy, or the account deleted — after which the page says what happens
 * next (the person is signed out here as Logout does, the server has ended every session).
 */
export default function Profile() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((s) => s.auth.user);
  const account = useProfile();
  const [deleted, setDeleted] = useState<{ request: ErasureRequestView; emailed: boolean }>();

  if (deleted) return <AccountDeleted request={deleted.request} emailed={deleted.emailed} />;
  if (!user) return <Navigate to="/login?redirect=profile" replace />;

  const onLogout = () => {
    dispatch(logout());
    dispatch(clearCart());
    navigate('/login');
  };
  const onDeleted = (request: ErasureRequestView) => {
    setDeleted({ request, emailed: Boolean(account.profile?.email) });
    dispatch(logout());
    dispatch(clearCart());
  };

  const initials =
    user.name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase())
      .join('') || '?';

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-8 lg:flex-row lg:items-start">
        <aside className="w-full shrink-0 lg:sticky lg:top-24 lg:w-80">
          <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="flex size-14 shrink-0 items-center justify-center rounded-full bg-green-100 text-lg font-bold text-green-800"
              >
                {initials}
              </span>
              <div className="min-w-0">
                <h1
                  data-testid="profile-name"
                  className="text-xl font-bold break-words text-gray-900"
                >
                  {user.name}
                </h1>
                <p data-testid="profile-email" className="text-sm break-all text-gray-600">
                  {/* an account made with a phone has no address yet */}
                  {user.email || t('email.none')}
                </p>
              </div>
            </div>
            <button
              type="button"
              data-testid="profile-logout"
              onClick={onLogout}
              className="mt-6 min-h-11 w-full rounded-lg bg-red-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-red-700"
            >
              {t('profile.logout')}
            </button>
          </div>
        </aside>
        <div className="min-w-0 flex-1 space-y-12">
          <MyOrdersSection />
          <AccountSection account={account} />
          <AddressBookSection />
          <MessagesSection />
          <YourDataSection account={account} onDeleted={onDeleted} />
        </div>
      </div>
    </div>
  );
}

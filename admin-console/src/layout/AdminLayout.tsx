import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal, useGetIdentity, UserMenu } from 'react-admin';
import { AdminMenu } from './AdminMenu';

/** Keeps the page as wide as the screen: wide tables scroll inside their card instead. */
const fitScreen = {
  minWidth: 0,
  '& .RaLayout-content, & .RaList-main': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
};

/**
 * The user menu named as it reads: react-admin labels it "Profile" while it shows the admin's
 * name, which a speech-input user would say to open it (WCAG 2.5.3, label in name).
 */
function NamedUserMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ? `${identity.fullName}, account menu` : 'Account menu'} />
  );
}

/** The app bar; the page's title in it is the page's one `<h1>` (react-admin's is a `<span>`). */
const ShopAppBar = () => (
  <AppBar userMenu={<NamedUserMenu />}>
    <TitlePortal component="h1" />
  </AppBar>
);

/**
 * react-admin's layout with the Arogya sidebar; on small screens the sidebar is a slide-in
 * drawer with a backdrop.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AdminMenu} appBar={ShopAppBar} sx={fitScreen}>
      {children}
    </Layout>
  );
}

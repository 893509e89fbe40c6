import { ThemeProvider, useMediaQuery, type Theme } from '@mui/material';
import { useCallback, type ReactNode } from 'react';
import {
  AppBar,
  Layout,
  LoadingIndicator,
  Sidebar,
  type SidebarProps,
  TitlePortal,
  useGetIdentity,
  UserMenu,
} from 'react-admin';
import { ReportHost } from '../common/ReportHost';
import { useT } from '../i18n';
import { AdminMenu } from './AdminMenu';
import { LanguageSwitch } from './LanguageSwitch';

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
  const t = useT();
  const { identity } = useGetIdentity();
  return (
    <UserMenu
      label={
        identity?.fullName
          ? t('common.accountMenuOf', { name: identity.fullName })
          : t('common.accountMenu')
      }
    />
  );
}

/**
 * The app bar; the page's title in it is the page's one `<h1>` (react-admin's is a `<span>`).
 * Its tools: the language switch (issue 31) and react-admin's loading indicator.
 */
const ShopAppBar = () => (
  <AppBar
    userMenu={<NamedUserMenu />}
    toolbar={
      <>
        <LanguageSwitch />
        <LoadingIndicator />
      </>
    }
  >
    <TitlePortal component="h1" />
  </AppBar>
);

/**
 * react-admin's sidebar, named: on a phone it is a dialog (a drawer over the page), which
 * needs a name (axe: serious).
 */
function NamedSidebar(props: SidebarProps) {
  const t = useT();
  // react-admin's own test for the drawer: below 600 px
  const drawer = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!drawer) return <Sidebar {...props} />;
  return <Sidebar {...props} slotProps={{ paper: { 'aria-label': t('common.menu') } }} />;
}

/**
 * react-admin's layout with the Arogya sidebar; on small screens the sidebar is a slide-in
 * drawer with a backdrop.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const loading = t('common.loading');
  // the spinners' name (the theme's, in English) in the console's language
  const named = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: {
          ...outer.components?.MuiCircularProgress,
          defaultProps: { 'aria-label': loading },
        },
      },
    }),
    [loading],
  );
  return (
    <ThemeProvider theme={named}>
      <ReportHost>
        <Layout menu={AdminMenu} appBar={ShopAppBar} sidebar={NamedSidebar} sx={fitScreen}>
          {children}
        </Layout>
      </ReportHost>
    </ThemeProvider>
  );
}

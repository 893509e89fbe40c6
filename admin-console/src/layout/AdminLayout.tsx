import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminMenu } from './AdminMenu';

/** Keeps the page as wide as the screen: wide tables scroll inside their card instead. */
const fitScreen = {
  minWidth: 0,
  '& .RaLayout-content, & .RaList-main': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
};

/**
 * react-admin's layout with the Arogya sidebar; on small screens the sidebar is a slide-in
 * drawer with a backdrop.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AdminMenu} sx={fitScreen}>
      {children}
    </Layout>
  );
}

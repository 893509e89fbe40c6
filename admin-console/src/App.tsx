import { codReconciliation, codRemittances } from './cod-cash';
import {
  Admin,
  CustomRoutes,
  defaultTheme,
  Resource,
  type RaThemeOptions,
  type ResourceProps,
} from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { dataProvider } from './api/dataProvider';
import claims from './claims';
import coupons from './coupons';
import offers from './offers';
import { authProvider } from './auth/authProvider';
import { i18nProvider } from './i18n';
import { Dashboard } from './dashboard';
import deadLetters, { deadLetterAudit } from './dead-letters';
import deliveryIssues from './delivery-issues';
import { pickups, shipments, toShip } from './shipping';
import disputes from './disputes';
import { AdminLayout } from './layout/AdminLayout';
import messageTemplates from './message-templates';
import messages from './messages';
import { NotificationSettingsPage } from './notification-settings';
import orders from './orders';
import products from './products';
import refunds from './refunds';
import reviews from './reviews';
import { deliveryZones, FeeSettingsPage, holidays, nonServiceablePins } from './serviceability';
import users from './users';

/**
 * react-admin's default theme with the shop's dark green as the primary colour: white on it,
 * and it on the forms' grey toolbars, read at 6.5:1 or more (the default blue gave the app
 * bar's title 3.1:1, under WCAG's 4.5:1).
 */
const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#166534' },
    secondary: { main: '#14532d' },
  },
  components: {
    ...defaultTheme.components,
    // react-admin labels its row checkboxes ("Select this row") on MUI's outer <span>, which
    // leaves the <input> itself unnamed for screen readers (axe: critical): name the input
    // with the same words. A checkbox that names its input itself (select all) keeps its own.
    // a spinner is a progressbar, which needs a name (axe: serious): react-admin's app-bar
    // loading indicator shows one, unnamed, while any request is under way
    MuiCircularProgress: {
      defaultProps: { 'aria-label': 'Loading' },
    },
    // a list's empty page ("No Holidays yet."): react-admin greys it as disabled text, 2.4:1 on
    // the page (axe: serious); the secondary text colour reads 5.7:1
    RaEmpty: {
      styleOverrides: { root: { '& .RaEmpty-message': { color: 'rgba(0, 0, 0, 0.6)' } } },
    },
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          input: (state: { 'aria-label'?: string }) =>
            state['aria-label'] ? { 'aria-label': state['aria-label'] } : {},
        },
      },
    },
  },
};

/** Create and edit at the SPEC's paths, /products/new and /products/:id/edit. */
const productRoutes: ResourceProps['children'] = [
  <Route key="new" path="new" element={<products.create />} />,
  <Route key="edit" path=":id/edit" element={<products.edit />} />,
];

/**
 * The console: registers the dashboard and the users, products, orders and reviews resources,
 * the refunds and disputes, the shipping pages, failed deliveries and claims, the dead letters
 * with their audit trail, and the messages, their templates and the notification settings.
 */
export default function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <Admin
              basename="/admin"
              title="Arogya Admin"
              dataProvider={dataProvider}
              authProvider={authProvider}
              i18nProvider={i18nProvider}
              dashboard={Dashboard}
              layout={AdminLayout}
              requireAuth
              disableTelemetry
              theme={theme}
            >
              <Resource name="users" list={users.list} show={users.show} />
              <Resource name="products" list={products.list}>
                {productRoutes}
              </Resource>
              <Resource name="orders" list={orders.list} show={orders.show} />
              <Resource name="reviews" list={reviews.list} edit={reviews.edit} />
              <Resource name="delivery-zones" list={deliveryZones.list} edit={deliveryZones.edit} />
              <Resource name="fee-settings" />
              <Resource
                name="non-serviceable-pins"
                list={nonServiceablePins.list}
                create={nonServiceablePins.create}
              />
              <Resource name="holidays" list={holidays.list} create={holidays.create} />
              <Resource name="coupons" list={coupons.list} create={coupons.create} />
              <Resource name="offers" list={offers.list} create={offers.create} />
              <Resource name="refunds" list={refunds.list} />
              <Resource name="to-ship" list={toShip.list} />
              <Resource name="shipments" list={shipments.list} />
              <Resource name="pickups" list={pickups.list} />
              <Resource name="delivery-issues" list={deliveryIssues.list} />
              <Resource name="claims" list={claims.list} show={claims.show} />
              <Resource name="cod-reconciliation" list={codReconciliation.list} />
              <Resource name="cod-remittances" create={codRemittances.create} />
              <Resource name="disputes" list={disputes.list} />
              <Resource name="dead-letters" list={deadLetters.list} />
              <Resource name="dead-letter-audit" list={deadLetterAudit.list} />
              <Resource name="messages" list={messages.list} />
              <Resource
                name="message-templates"
                list={messageTemplates.list}
                show={messageTemplates.show}
              />
              <CustomRoutes>
                <Route path="/notification-settings" element={<NotificationSettingsPage />} />
                <Route path="/fee-settings" element={<FeeSettingsPage />} />
              </CustomRoutes>
            </Admin>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}

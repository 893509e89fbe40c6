import { Admin, Resource, type ResourceProps } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { dataProvider } from './api/dataProvider';
import { authProvider } from './auth/authProvider';
import { Dashboard } from './dashboard';
import { AdminLayout } from './layout/AdminLayout';
import orders from './orders';
import products from './products';
import users from './users';

/** Create and edit at the SPEC's paths, /products/new and /products/:id/edit. */
const productRoutes: ResourceProps['children'] = [
  <Route key="new" path="new" element={<products.create />} />,
  <Route key="edit" path=":id/edit" element={<products.edit />} />,
];

/** The console: registers the dashboard and the users, products and orders resources. */
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
              dashboard={Dashboard}
              layout={AdminLayout}
              requireAuth
              disableTelemetry
            >
              <Resource name="users" list={users.list} options={{ label: 'Users' }} />
              <Resource name="products" list={products.list} options={{ label: 'Edit Products' }}>
                {productRoutes}
              </Resource>
              <Resource name="orders" list={orders.list} options={{ label: 'Orders' }} />
            </Admin>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}

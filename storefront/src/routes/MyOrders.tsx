import { Navigate } from 'react-router-dom';
import MyOrdersSection from '../components/orders/MyOrdersSection.js';
import { useAppSelector } from '../store/index.js';

/** /my-orders: the signed-in user's orders (the same table as the profile). */
export default function MyOrders() {
  const user = useAppSelector((s) => s.auth.user);
  if (!user) return <Navigate to="/login?redirect=my-orders" replace />;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:py-12">
      <MyOrdersSection headingLevel={1} />
    </div>
  );
}

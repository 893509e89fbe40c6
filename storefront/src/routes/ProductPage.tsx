import { useParams } from 'react-router-dom';
import ProductDetails from '../components/products/ProductDetails.js';
import CheckDelivery from '../features/delivery/CheckDelivery.js';

/** `/product/{id}` (SPEC §2 "Product details"). */
export default function ProductPage() {
  const { id } = useParams();
  return <ProductDetails id={id} belowCart={<CheckDelivery />} />;
}

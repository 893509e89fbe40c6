import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import ProductDetails from '../components/products/ProductDetails.js';
import CheckDelivery from '../features/delivery/CheckDelivery.js';

/** `/product/{id}` (SPEC §2 "Product details"). */
export default function ProductPage() {
  const { id } = useParams();
  // opening another product (e.g. from 'You May Also Like') starts at the top
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [id]);
  return <ProductDetails id={id} belowCart={<CheckDelivery />} />;
}

/** Placeholder screen until it lands (issue 6 in progress). */
export default function ShippingPolicy() {
  return <h1>ShippingPolicy</h1>;
}

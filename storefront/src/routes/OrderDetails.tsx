/** Placeholder screen until it lands (issue 6 in progress). */
export default function OrderDetails() {
  return <h1>OrderDetails</h1>;
}

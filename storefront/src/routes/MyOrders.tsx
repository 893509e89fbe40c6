/** Placeholder screen until it lands (issue 6 in progress). */
export default function MyOrders() {
  return <h1>MyOrders</h1>;
}

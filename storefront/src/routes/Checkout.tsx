/** Placeholder screen until it lands (issue 6 in progress). */
export default function Checkout() {
  return <h1>Checkout</h1>;
}

/** Placeholder screen until it lands (issue 6 in progress). */
export default function OrderConfirmation() {
  return <h1>OrderConfirmation</h1>;
}

/** Placeholder screen until it lands (issue 6 in progress). */
export default function PricingPolicy() {
  return <h1>PricingPolicy</h1>;
}

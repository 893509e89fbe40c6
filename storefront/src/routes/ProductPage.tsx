/** Placeholder screen until it lands (issue 6 in progress). */
export default function ProductPage() {
  return <h1>ProductPage</h1>;
}

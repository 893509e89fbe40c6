/** Placeholder screen until it lands (issue 6 in progress). */
export default function RefundPolicy() {
  return <h1>RefundPolicy</h1>;
}

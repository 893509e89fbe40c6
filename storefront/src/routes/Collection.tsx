/** Placeholder screen until it lands (issue 6 in progress). */
export default function Collection() {
  return <h1>Collection</h1>;
}

/** Placeholder screen until it lands (issue 6 in progress). */
export default function TermsConditions() {
  return <h1>TermsConditions</h1>;
}

/** Placeholder screen until it lands (issue 6 in progress). */
export default function PrivacyPolicy() {
  return <h1>PrivacyPolicy</h1>;
}

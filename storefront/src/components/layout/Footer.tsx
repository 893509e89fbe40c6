/** Placeholder until the footer lands (issue 6 in progress). */
export default function Footer() {
  return <footer />;
}

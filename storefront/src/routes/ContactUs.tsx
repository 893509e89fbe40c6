/** Placeholder screen until it lands (issue 6 in progress). */
export default function ContactUs() {
  return <h1>ContactUs</h1>;
}

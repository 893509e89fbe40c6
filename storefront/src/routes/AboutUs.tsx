/** Placeholder screen until it lands (issue 6 in progress). */
export default function AboutUs() {
  return <h1>AboutUs</h1>;
}

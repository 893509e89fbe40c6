/** Placeholder screen until it lands (issue 6 in progress). */
export default function Profile() {
  return <h1>Profile</h1>;
}

/** Placeholder screen until it lands (issue 6 in progress). */
export default function Register() {
  return <h1>Register</h1>;
}

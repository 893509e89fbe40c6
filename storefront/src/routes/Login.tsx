/** Placeholder screen until it lands (issue 6 in progress). */
export default function Login() {
  return <h1>Login</h1>;
}

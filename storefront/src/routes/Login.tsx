import AuthForm, { EMAIL_FIELD } from '../components/account/AuthForm.js';
import AuthLayout from '../components/account/AuthLayout.js';
import GoogleSignIn from '../components/account/GoogleSignIn.js';
import { useAfterSignIn } from '../components/account/useAfterSignIn.js';
import { loginUser } from '../store/auth-slice.js';

const FIELDS = [
  EMAIL_FIELD,
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'current-password',
    placeholder: 'Your password',
  },
] as const;

/** SPEC §2 "Login /login": email and password, Google sign-in, a link to register. */
export default function Login() {
  useAfterSignIn();
  return (
    <AuthLayout
      title="Hey There !"
      subtitle="Enter your username and password to login"
      switchTo={{ prompt: "Don't have an account?", label: 'Register', path: '/register' }}
    >
      <AuthForm id="login" fields={FIELDS} submitLabel="Sign in" action={loginUser} />

      <div className="my-6 flex items-center gap-3 text-xs text-gray-500" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-200" />
        or
        <span className="h-px flex-1 bg-gray-200" />
      </div>

      <GoogleSignIn />
    </AuthLayout>
  );
}

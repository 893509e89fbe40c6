import AuthForm, { EMAIL_FIELD } from '../components/account/AuthForm.js';
import AuthLayout from '../components/account/AuthLayout.js';
import { useAfterSignIn } from '../components/account/useAfterSignIn.js';
import { registerUser } from '../store/auth-slice.js';

const FIELDS = [
  { name: 'name', label: 'Name', autoComplete: 'name', placeholder: 'Your full name' },
  EMAIL_FIELD,
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    placeholder: 'Choose a password',
  },
] as const;

/** SPEC §2 "Register /register": name, email and password, and a link to login. */
export default function Register() {
  useAfterSignIn();
  return (
    <AuthLayout
      title="Create your account"
      subtitle="Sign up to check out faster and follow your orders."
      switchTo={{ prompt: 'Already have an account?', label: 'Login', path: '/login' }}
    >
      <AuthForm id="register" fields={FIELDS} submitLabel="Sign up" action={registerUser} />
    </AuthLayout>
  );
}

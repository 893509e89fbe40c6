import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loginUser } from '../../store/auth-slice.js';
import { useAppDispatch, useAppSelector } from '../../store/index.js';
import AuthField from './AuthField.js';
import { toastAuthErrors } from './auth-errors.js';
import SubmitButton from './SubmitButton.js';

/** One input of an auth form; `name` is also the field the server receives. */
export interface AuthFieldSpec {
  name: string;
  label: string;
  type?: 'email' | 'password';
  autoComplete: string;
  placeholder: string;
}

/** The e-mail field, the same on both forms (its label is said in the language shown). */
export const EMAIL_FIELD: AuthFieldSpec = {
  name: 'email',
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
  placeholder: 'you@example.com',
};

/**
 * The login or register form (SPEC §2): its fields and submit button, which stays disabled
 * while signing in. A refusal's server messages show as error toasts (SPEC §8); test ids are
 * `<id>-<field>` and `<id>-submit`.
 */
export default function AuthForm({
  id,
  fields,
  submitLabel,
  action,
  extra,
  children,
  footnote,
}: {
  id: 'login' | 'register';
  fields: readonly AuthFieldSpec[];
  submitLabel: string;
  /** `loginUser` or `registerUser`: both send the form's values. */
  action: typeof loginUser;
  /** more of the body than the text fields (register's `marketing` choice) */
  extra?: Record<string, unknown>;
  /** between the fields and the button (a "Forgot your password?" link, a checkbox) */
  children?: ReactNode;
  /** under the button */
  footnote?: ReactNode;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loading = useAppSelector((s) => s.auth.loading);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, ''])),
  );

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const result = await dispatch(action({ ...values, ...extra }));
    if (action.rejected.match(result)) toastAuthErrors(result.payload);
  }

  return (
    <form onSubmit={onSubmit} className="mt-8 space-y-5">
      {fields.map((field) => (
        <AuthField
          key={field.name}
          testId={`${id}-${field.name}`}
          {...field}
          label={field === EMAIL_FIELD ? t('auth.email') : field.label}
          value={values[field.name]}
          onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
        />
      ))}
      {children}
      <SubmitButton busy={loading} testId={`${id}-submit`}>
        {submitLabel}
      </SubmitButton>
      {footnote}
    </form>
  );
}

import Button from '@mui/material/Button';
import { AuthFormShell, type AuthFieldSpec } from './AuthFormShell';
import type { AuthFormResult, SignInValues } from './authForm';
import { shellMessages as m } from './messages';
import { useAuthSubmit } from './useAuthSubmit';

export interface SignInFormProps {
  values: SignInValues;
  onValuesChange: (values: SignInValues) => void;
  onSignIn: (values: SignInValues) => Promise<AuthFormResult>;
  /** 忘記密碼: leaves the dialog for the reset page. */
  onForgotPassword?: () => void;
}

const FIELDS: readonly AuthFieldSpec[] = [
  { name: 'email', label: m.login.email, type: 'email', autoComplete: 'email' },
  { name: 'password', label: m.login.password, type: 'password', autoComplete: 'current-password' },
];

/** E-mail and password sign-in; the values live in the dialog so nothing typed is lost. */
export function SignInForm({ values, onValuesChange, onSignIn, onForgotPassword }: SignInFormProps) {
  const { pending, errors, submit, clearField } = useAuthSubmit(onSignIn);
  const change = (name: string, value: string) => {
    clearField(name);
    onValuesChange({ ...values, [name]: value });
  };
  const send = async () => {
    // After a sign-in the password is of no further use in memory.
    if (await submit(values)) onValuesChange({ ...values, password: '' });
  };
  return (
    <AuthFormShell
      fields={FIELDS}
      values={{ ...values }}
      fieldErrors={errors.fields}
      formError={errors.form}
      pending={pending}
      submitLabel={m.login.signIn}
      pendingLabel={m.login.signingIn}
      onChange={change}
      onSubmit={() => void send()}
    >
      {onForgotPassword && (
        <Button variant="text" size="small" onClick={onForgotPassword} sx={{ alignSelf: 'center' }}>{m.login.forgotPassword}</Button>
      )}
    </AuthFormShell>
  );
}

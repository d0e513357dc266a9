import { AuthFormShell, type AuthFieldSpec } from './AuthFormShell';
import { TermsConsent } from './TermsConsent';
import type { AuthFormResult, SignUpValues } from './authForm';
import { shellMessages as m } from './messages';
import { useAuthSubmit } from './useAuthSubmit';

export interface SignUpFormProps {
  values: SignUpValues;
  onValuesChange: (values: SignUpValues) => void;
  onSignUp: (values: SignUpValues) => Promise<AuthFormResult>;
  /** Called with the e-mail the verification mail went to. */
  onSignedUp: (email: string) => void;
}

const FIELDS: readonly AuthFieldSpec[] = [
  { name: 'email', label: m.login.email, type: 'email', autoComplete: 'email' },
  { name: 'password', label: m.login.password, type: 'password', autoComplete: 'new-password', hint: m.login.passwordHint },
  { name: 'nickname', label: m.login.nickname, type: 'text', autoComplete: 'nickname' },
];

/** E-mail, password and nickname sign-up; errors come back from the owner per field. */
export function SignUpForm({ values, onValuesChange, onSignUp, onSignedUp }: SignUpFormProps) {
  const { pending, errors, submit, clearField } = useAuthSubmit(onSignUp);
  const change = (name: string, value: string | boolean) => {
    clearField(name);
    onValuesChange({ ...values, [name]: value });
  };
  const send = async () => {
    if (!(await submit(values))) return;
    onSignedUp(values.email);
    onValuesChange({ ...values, password: '' });
  };
  return (
    <AuthFormShell
      fields={FIELDS}
      values={{ email: values.email, password: values.password, nickname: values.nickname }}
      fieldErrors={errors.fields}
      formError={errors.form}
      pending={pending}
      submitLabel={m.login.signUp}
      pendingLabel={m.login.signingUp}
      onChange={change}
      onSubmit={() => void send()}
      beforeSubmit={<TermsConsent checked={values.terms} error={errors.fields.terms} onChange={(checked) => change('terms', checked)} />}
    />
  );
}

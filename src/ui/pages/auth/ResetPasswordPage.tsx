import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ResetPassword } from '../../../application/auth/PasswordReset';
import type { FormFailure } from '../../../application/formOutcome';
import { useUseCase } from '../../hooks/useUseCase';
import { AuthCard } from './AuthCard';
import { authRoute } from './authRoute';
import type { RouteData } from '../../routes/RouteData';

/** /auth/reset-password?token=: the new password, twice; the link works once, for 30 minutes. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const reset = useUseCase(ResetPassword);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const token = params.get('token') ?? '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    const outcome = await reset.execute({ token, password, confirm });
    setPending(false);
    if (!outcome.ok) return setFailure(outcome.error);
    setDone(outcome.value.message);
  }

  if (done) {
    return (
      <AuthCard title="密碼已重設" tone="success">
        <Alert severity="success" role="status">{done}</Alert>
        <Button component={Link} to="/" variant="contained" disableElevation fullWidth sx={{ mt: 2 }}>回首頁登入</Button>
      </AuthCard>
    );
  }
  const formError = failure && Object.keys(failure.fields).length === 0 ? failure.message : null;
  return (
    <AuthCard title="重設密碼">
      <form onSubmit={(event) => void submit(event)} noValidate>
        {formError && (
          <Alert severity="error" role="alert" action={<Button component={Link} to="/auth/forgot-password" color="inherit" size="small">重新申請</Button>}>{formError}</Alert>
        )}
        <TextField label="新密碼" type="password" autoComplete="new-password" fullWidth margin="normal" value={password} onChange={(event) => setPassword(event.target.value)}
          error={Boolean(failure?.fields.password)} helperText={failure?.fields.password ?? '至少 8 個字元'} />
        <TextField label="再次輸入新密碼" type="password" autoComplete="new-password" fullWidth margin="normal" value={confirm} onChange={(event) => setConfirm(event.target.value)}
          error={Boolean(failure?.fields.confirm)} helperText={failure?.fields.confirm ?? ' '} />
        <Button type="submit" variant="contained" disableElevation fullWidth disabled={pending || token === ''}>{pending ? '設定中…' : '設定新密碼'}</Button>
      </form>
    </AuthCard>
  );
}

export const route: RouteData = authRoute('重設密碼');

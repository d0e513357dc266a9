import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { RequestPasswordReset } from '../../../application/auth/PasswordReset';
import { useUseCase } from '../../hooks/useUseCase';
import { AuthCard } from './AuthCard';
import { authRoute } from './authRoute';
import type { RouteData } from '../../routes/RouteData';

/** /auth/forgot-password: the e-mail to send a reset link to (the answer never tells who is a member). */
export default function ForgotPasswordPage() {
  const request = useUseCase(RequestPasswordReset);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    const outcome = await request.execute({ email });
    setPending(false);
    if (!outcome.ok) return setError(outcome.error.fields.email ?? outcome.error.message);
    setError(null);
    setSent(outcome.value.message);
  }

  return (
    <AuthCard title="忘記密碼">
      {sent ? (
        <>
          <Alert severity="success" role="status">{sent}</Alert>
          <Typography sx={{ mt: 2, fontSize: 14, color: 'text.secondary' }}>沒收到信？請檢查垃圾郵件匣，或稍候再試一次。</Typography>
          <Button component={Link} to="/" sx={{ mt: 1 }}>回首頁</Button>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Typography>請輸入註冊時的 E-mail，我們會寄送重設密碼連結給您。</Typography>
          <TextField label="E-mail" type="email" autoComplete="email" fullWidth margin="normal" value={email} onChange={(event) => setEmail(event.target.value)} error={Boolean(error)} helperText={error ?? ' '} />
          <Button type="submit" variant="contained" disableElevation fullWidth disabled={pending}>{pending ? '寄送中…' : '寄送重設連結'}</Button>
        </form>
      )}
    </AuthCard>
  );
}

export const route: RouteData = authRoute('忘記密碼');

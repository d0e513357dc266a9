import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MergeAccount } from '../../../application/auth/MergeAccount';
import { useUseCase } from '../../hooks/useUseCase';
import { AuthCard } from './AuthCard';
import { authRoute } from './authRoute';
import type { RouteData } from '../../routes/RouteData';

const PROVIDER_NAMES: Record<string, string> = { facebook: 'Facebook', apple: 'Apple' };

/** /auth/merge-account: the social account's e-mail already has an account; its password links them. */
export default function MergeAccountPage() {
  const [params] = useSearchParams();
  const merge = useUseCase(MergeAccount);
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const ticket = params.get('ticket') ?? '';
  const provider = PROVIDER_NAMES[params.get('provider') ?? ''] ?? '社群';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      const result = await merge.execute({ ticket, password });
      if (!result.ok) return setError(result.error.message);
      navigate('/');
    } catch {
      setError('系統忙碌中，請稍後再試');
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard title="合併帳號">
      <Typography>
        {params.get('email') ?? '這個 E-mail'} 已經是寶貝揪團會員。輸入該帳號的密碼，即可將 {provider} 帳號與它合併，之後兩種方式都能登入。
      </Typography>
      <form onSubmit={submit} noValidate>
        <TextField label="密碼" type="password" autoComplete="current-password" fullWidth margin="normal" value={password} onChange={(event) => setPassword(event.target.value)} error={Boolean(error)} helperText={error ?? ' '} />
        <Button type="submit" variant="contained" disableElevation fullWidth disabled={pending || ticket === ''}>合併並登入</Button>
      </form>
    </AuthCard>
  );
}

export const route: RouteData = authRoute('合併帳號');

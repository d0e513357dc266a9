import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { SignInForTesting } from '../../../application/auth/SignInForTesting';
import { useUseCase } from '../../hooks/useUseCase';
import { AuthCard } from './AuthCard';
import { authRoute } from './authRoute';
import type { RouteData } from '../../routes/RouteData';

const DEMO_MEMBERS = [
  { email: 'amy@example.com', nickname: '媽咪Amy' },
  { email: 'ben@example.com', nickname: '爸比Ben' },
];

/** /auth/login-test: demo and QA sign-in as a seeded member (sandbox only; the API refuses otherwise). */
export default function LoginTestPage() {
  const signIn = useUseCase(SignInForTesting);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  async function signInAs(email: string) {
    try {
      await signIn.execute({ email });
      navigate('/');
    } catch {
      setError('測試登入目前未開放（僅限展示環境）');
    }
  }

  return (
    <AuthCard title="測試登入">
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>僅供展示與測試環境使用：選擇一位示範會員直接登入。</Typography>
      <Stack spacing={1.5}>
        {DEMO_MEMBERS.map((member) => (
          <Button key={member.email} variant="outlined" onClick={() => void signInAs(member.email)}>
            以 {member.nickname}（{member.email}）登入
          </Button>
        ))}
      </Stack>
      {error && <Typography role="alert" sx={{ mt: 2, color: 'error.main' }}>{error}</Typography>}
    </AuthCard>
  );
}

export const route: RouteData = authRoute('測試登入');

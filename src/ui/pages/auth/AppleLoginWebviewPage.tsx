import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLoaderData } from 'react-router-dom';
import { useStartSocialSignIn } from '../../hooks/useSocialSignIn';
import { AuthCard } from './AuthCard';
import { socialCallbackLoader, type SocialCallbackData } from './socialCallbackLoader';
import { authRoute } from './authRoute';
import type { RouteData } from '../../routes/RouteData';

/** /auth/apple-login-webview: the app opens it to sign in with Apple; the provider returns here. */
export default function AppleLoginWebviewPage() {
  const data = useLoaderData() as SocialCallbackData;
  const start = useStartSocialSignIn();
  useEffect(() => {
    if (data.status === 'start') void start('apple', '/');
  }, [data.status, start]);
  return (
    <AuthCard title={data.status === 'failed' ? 'Apple 登入失敗' : '正在前往 Apple 登入…'} tone={data.status === 'failed' ? 'error' : 'neutral'}>
      <Typography>{data.status === 'failed' ? data.message : '如果沒有自動跳轉，請點擊下方按鈕。'}</Typography>
      <Button variant="contained" disableElevation sx={{ mt: 3 }} onClick={() => void start('apple', '/')}>使用 Apple 登入</Button>
    </AuthCard>
  );
}

/** platform sign-in webview: the Apple callback, read once as the route loads. */
export const route: RouteData = authRoute('Apple 登入', socialCallbackLoader('apple'));

import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLoaderData } from 'react-router-dom';
import { useLoginDialog } from '../../hooks/useShellStores';
import { useUserMeta } from '../../hooks/useUserMeta';
import { AuthCard } from './AuthCard';
import { verifyEmailLoader, type VerifyEmailOutcome } from './verifyEmailLoader';
import { authRoute } from './authRoute';
import type { RouteData } from '../../routes/RouteData';

/** /auth/verify-email: the link of the verification mail lands here. */
export default function VerifyEmailPage() {
  const outcome = useLoaderData() as VerifyEmailOutcome;
  const loginDialog = useLoginDialog();
  const signedIn = useUserMeta()?.signedIn ?? false;
  if (!outcome.ok) {
    return (
      <AuthCard title="驗證失敗" tone="error">
        <Typography>{outcome.message}</Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary', fontSize: 14 }}>驗證連結 24 小時內有效且只能使用一次，請重新註冊或於客服時間聯繫我們。</Typography>
        <Button href="/" variant="outlined" sx={{ mt: 3 }}>回到首頁</Button>
      </AuthCard>
    );
  }
  const title = outcome.alreadyVerified ? '此 E-mail 已完成驗證' : 'E-mail 驗證成功';
  const line = outcome.alreadyVerified
    ? `${outcome.email} 先前已完成驗證，不需要再次驗證${signedIn ? '。' : '，請直接登入。'}`
    : `${outcome.email} 已完成驗證${signedIn ? '，已為您登入，現在就開始逛團購吧！' : '，現在就登入開始逛團購吧！'}`;
  return (
    <AuthCard title={title} tone="success">
      <Typography>{line}</Typography>
      {signedIn ? (
        <Button variant="contained" disableElevation sx={{ mt: 3 }} href="/">開始逛團購</Button>
      ) : (
        <Button variant="contained" disableElevation sx={{ mt: 3 }} onClick={() => loginDialog.open()}>立即登入</Button>
      )}
    </AuthCard>
  );
}

/** auth-verify: verifies the link's token once, as the route loads. */
export const route: RouteData = authRoute('E-mail 驗證', verifyEmailLoader);

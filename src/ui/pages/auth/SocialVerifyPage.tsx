import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLoaderData } from 'react-router-dom';
import { useStartSocialSignIn } from '../../hooks/useSocialSignIn';
import { AuthCard } from './AuthCard';
import { socialCallbackLoader, type SocialCallbackData } from './socialCallbackLoader';
import { authRoute } from './authRoute';
import type { RouteData } from '../../routes/RouteData';

const NAMES = { facebook: 'Facebook', line: 'LINE', apple: 'Apple' } as const;

/** /auth/verify-facebook: lands from the social network (Facebook or LINE); success redirects before this renders. */
export default function SocialVerifyPage() {
  const data = useLoaderData() as SocialCallbackData;
  const start = useStartSocialSignIn();
  const name = NAMES[data.provider];
  return (
    <AuthCard title={data.status === 'failed' ? '社群帳號登入失敗' : `使用 ${name} 登入`} tone={data.status === 'failed' ? 'error' : 'neutral'}>
      <Typography>{data.status === 'failed' ? data.message : `使用 ${name} 帳號快速登入寶貝揪團。`}</Typography>
      <Button variant="contained" disableElevation sx={{ mt: 3 }} onClick={() => void start(data.provider, '/')}>
        {data.status === 'failed' ? `重新使用 ${name} 登入` : `使用 ${name} 登入`}
      </Button>
    </AuthCard>
  );
}

/** social-network verify: the Facebook callback, read once as the route loads. */
export const route: RouteData = authRoute('社群帳號登入', socialCallbackLoader('facebook'));

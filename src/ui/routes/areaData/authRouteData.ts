import { pageMeta } from '../../meta/PageMeta';
import { socialCallbackLoader } from '../../pages/auth/socialCallbackLoader';
import { verifyEmailLoader } from '../../pages/auth/verifyEmailLoader';
import type { RouteData } from '../RouteData';

/** An auth page: a title kept out of search engines, and the one-time act on its link if it has one. */
const auth = (title: string, act?: RouteData['act']): RouteData => ({ meta: () => pageMeta({ title, robots: 'noindex' }), act });

/** Data of the auth routes (foundationRoutes.ts): e-mail verification and social callbacks act on their link. */
export const routeData = {
  'auth-verify': auth('E-mail 驗證', verifyEmailLoader),
  'social-network verify': auth('社群帳號登入', socialCallbackLoader('facebook')),
  'auth-merge-account': auth('合併帳號'),
  'platform sign-in webview': auth('Apple 登入', socialCallbackLoader('apple')),
  'auth-forgot-password': auth('忘記密碼'),
  'auth-reset-password': auth('重設密碼'),
  'auth-login-test': auth('測試登入'),
} satisfies Record<string, RouteData>;

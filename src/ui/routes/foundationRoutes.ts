import type { ComponentType } from 'react';
import { socialCallbackLoader } from '../pages/auth/socialCallbackLoader';
import { verifyEmailLoader } from '../pages/auth/verifyEmailLoader';
import { homePageQuery } from '../app/queries';
import { pageMeta } from '../meta/PageMeta';
import { homeMeta } from '../pages/home/homeMeta';
import { aboutMeta } from '../pages/about/aboutMeta';
import { staticPageMeta } from '../pages/static/staticPageMeta';
import { lazyPage } from './lazyPage';
import type { PageRoute } from './PageRoute';
import { routeQuery } from './RouteQuery';

const AUTH_FLAGS = { showCustomerServiceWidget: false, showNavFooter: false };

/** Routes of the foundation issue (SPEC §2.1): home, static pages, auth pages, not-found. */
export const foundationRoutes: PageRoute[] = [
  {
    index: true,
    handle: { name: 'home', meta: homeMeta, chunk: 'src/ui/pages/home/HomePage.tsx', plain: true },
    queries: ({ container }) => [routeQuery(homePageQuery(container))],
    lazy: lazyPage(() => import('../pages/home/HomePage')),
  },
  {
    path: 'about',
    handle: { name: 'about', meta: aboutMeta, chunk: 'src/ui/pages/about/AboutPage.tsx' },
    lazy: lazyPage(() => import('../pages/about/AboutPage')),
  },
  ...(['terms', 'privacy', 'app'] as const).map((kind) => ({
    path: kind,
    handle: { name: kind, meta: staticPageMeta(kind), chunk: 'src/ui/pages/static/StaticPage.tsx' },
    lazy: lazyPage(() => import('../pages/static/StaticPage')),
  })),
  {
    path: 'brand-resource',
    handle: {
      name: 'brand-resource',
      flags: { showNavFooter: false, showSidebar: false },
      meta: () =>
        pageMeta({
          title: '品牌合作資源',
          description: '寶貝揪團品牌識別資源：標誌、品牌色與使用規範，歡迎合作夥伴與媒體下載使用。',
          canonicalPath: '/brand-resource',
        }),
      chunk: 'src/ui/pages/brand-resource/BrandResourcePage.tsx',
    },
    lazy: lazyPage(() => import('../pages/brand-resource/BrandResourcePage')),
  },
  ...authRoutes(),
  {
    path: '*',
    handle: { name: 'not-found', chunk: 'src/ui/pages/errors/NotFoundRoute.tsx', plain: true },
    // No page here: the 404 page, with the newest group-buys warmed.
    queries: () => null,
    lazy: lazyPage(() => import('../pages/errors/NotFoundRoute')),
  },
];

function authRoutes(): PageRoute[] {
  const auth = (
    path: string,
    name: string,
    title: string,
    load: () => Promise<{ default: ComponentType }>,
    chunk: string,
    act?: PageRoute['act'],
  ): PageRoute => ({
    path,
    handle: { name, flags: AUTH_FLAGS, meta: () => pageMeta({ title, robots: 'noindex' }), chunk },
    lazy: lazyPage(load),
    act,
  });
  return [
    auth('auth/verify-email', 'auth-verify', 'E-mail 驗證', () => import('../pages/auth/VerifyEmailPage'), 'src/ui/pages/auth/VerifyEmailPage.tsx', verifyEmailLoader),
    auth('auth/verify-facebook', 'social-network verify', '社群帳號登入', () => import('../pages/auth/SocialVerifyPage'), 'src/ui/pages/auth/SocialVerifyPage.tsx', socialCallbackLoader('facebook')),
    auth('auth/merge-account', 'auth-merge-account', '合併帳號', () => import('../pages/auth/MergeAccountPage'), 'src/ui/pages/auth/MergeAccountPage.tsx'),
    auth('auth/apple-login-webview', 'platform sign-in webview', 'Apple 登入', () => import('../pages/auth/AppleLoginWebviewPage'), 'src/ui/pages/auth/AppleLoginWebviewPage.tsx', socialCallbackLoader('apple')),
    auth('auth/forgot-password', 'auth-forgot-password', '忘記密碼', () => import('../pages/auth/ForgotPasswordPage'), 'src/ui/pages/auth/ForgotPasswordPage.tsx'),
    auth('auth/reset-password', 'auth-reset-password', '重設密碼', () => import('../pages/auth/ResetPasswordPage'), 'src/ui/pages/auth/ResetPasswordPage.tsx'),
    auth('auth/login-test', 'auth-login-test', '測試登入', () => import('../pages/auth/LoginTestPage'), 'src/ui/pages/auth/LoginTestPage.tsx'),
  ];
}

import type { ComponentType } from 'react';
import { lazyPage } from './lazyPage';
import type { PageRoute } from './PageRoute';
import { routeDataModule } from './RouteData';

const staticData = routeDataModule(() => import('./areaData/staticRouteData'));
const authData = routeDataModule(() => import('./areaData/authRouteData'));
const AUTH_FLAGS = { showCustomerServiceWidget: false, showNavFooter: false };

/** Routes of the foundation issue (SPEC §2.1): the static pages and auth pages; data in areaData/staticRouteData.ts and authRouteData.ts. */
export const siteRoutes: PageRoute[] = [
  {
    path: 'about',
    handle: { name: 'about', chunk: 'src/ui/pages/about/AboutPage.tsx', data: staticData('about') },
    lazy: lazyPage(() => import('../pages/about/AboutPage')),
  },
  ...(['terms', 'privacy', 'app'] as const).map((kind) => ({
    path: kind,
    handle: { name: kind, chunk: 'src/ui/pages/static/StaticPage.tsx', data: staticData(kind) },
    lazy: lazyPage(() => import('../pages/static/StaticPage')),
  })),
  {
    path: 'brand-resource',
    handle: { name: 'brand-resource', flags: { showNavFooter: false, showSidebar: false }, chunk: 'src/ui/pages/brand-resource/BrandResourcePage.tsx', data: staticData('brand-resource') },
    lazy: lazyPage(() => import('../pages/brand-resource/BrandResourcePage')),
  },
  ...authRoutes(),
];

function authRoutes(): PageRoute[] {
  type Name = Parameters<typeof authData>[0];
  const auth = (path: string, name: Name, load: () => Promise<{ default: ComponentType }>, chunk: string): PageRoute => ({
    path,
    handle: { name, flags: AUTH_FLAGS, chunk, data: authData(name) },
    lazy: lazyPage(load),
  });
  return [
    auth('auth/verify-email', 'auth-verify', () => import('../pages/auth/VerifyEmailPage'), 'src/ui/pages/auth/VerifyEmailPage.tsx'),
    auth('auth/verify-facebook', 'social-network verify', () => import('../pages/auth/SocialVerifyPage'), 'src/ui/pages/auth/SocialVerifyPage.tsx'),
    auth('auth/merge-account', 'auth-merge-account', () => import('../pages/auth/MergeAccountPage'), 'src/ui/pages/auth/MergeAccountPage.tsx'),
    auth('auth/apple-login-webview', 'platform sign-in webview', () => import('../pages/auth/AppleLoginWebviewPage'), 'src/ui/pages/auth/AppleLoginWebviewPage.tsx'),
    auth('auth/forgot-password', 'auth-forgot-password', () => import('../pages/auth/ForgotPasswordPage'), 'src/ui/pages/auth/ForgotPasswordPage.tsx'),
    auth('auth/reset-password', 'auth-reset-password', () => import('../pages/auth/ResetPasswordPage'), 'src/ui/pages/auth/ResetPasswordPage.tsx'),
    auth('auth/login-test', 'auth-login-test', () => import('../pages/auth/LoginTestPage'), 'src/ui/pages/auth/LoginTestPage.tsx'),
  ];
}

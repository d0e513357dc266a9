import type { PageRoute } from './PageRoute';

const flags = { showCustomerServiceWidget: false, showNavFooter: false };

/** Routes of the foundation issue (SPEC §2.1): the static pages and auth pages. */
export const siteRoutes: PageRoute[] = [
  { path: 'about', name: 'about', page: () => import('../pages/about/AboutPage') },
  { path: 'terms', name: 'terms', page: () => import('../pages/static/StaticPage') },
  { path: 'privacy', name: 'privacy', page: () => import('../pages/static/StaticPage') },
  { path: 'app', name: 'app', page: () => import('../pages/static/StaticPage') },
  { path: 'brand-resource', name: 'brand-resource', flags: { showNavFooter: false, showSidebar: false }, page: () => import('../pages/brand-resource/BrandResourcePage') },
  { path: 'auth/verify-email', name: 'auth-verify', flags, page: () => import('../pages/auth/VerifyEmailPage') },
  { path: 'auth/verify-facebook', name: 'social-network verify', flags, page: () => import('../pages/auth/SocialVerifyPage') },
  { path: 'auth/merge-account', name: 'auth-merge-account', flags, page: () => import('../pages/auth/MergeAccountPage') },
  { path: 'auth/apple-login-webview', name: 'platform sign-in webview', flags, page: () => import('../pages/auth/AppleLoginWebviewPage') },
  { path: 'auth/forgot-password', name: 'auth-forgot-password', flags, page: () => import('../pages/auth/ForgotPasswordPage') },
  { path: 'auth/reset-password', name: 'auth-reset-password', flags, page: () => import('../pages/auth/ResetPasswordPage') },
  { path: 'auth/login-test', name: 'auth-login-test', flags, page: () => import('../pages/auth/LoginTestPage') },
];

import {
  EmailResult, LoginTestResult, MemberMe, MergeAccountResult, PasswordResetResult, SignedOutResult, SocialStartResult, SocialVerifyResponse, TokenData,
  VerifyEmailResult,
} from '../auth';
import {
  ForgotPasswordRequest, LoginTestRequest, MergeAccountRequest, RefreshTokenRequest, ResendVerificationRequest, ResetPasswordRequest, SignInRequest,
  SignUpRequest, SocialStartRequest, SocialVerifyRequest, VerifyEmailRequest,
} from '../authRequests';
import { endpoint } from '../endpoint';

/**
 * E-mail accounts, tokens, social sign-in and the signed-in member's basics (SPEC §2.1 auth pages, §4.1,
 * §7, §8). The account calls settle the token themselves: the client never wraps them in its
 * AUTH_100023 recovery. Sign-up, resend and 忘記密碼 answer the same for members and strangers.
 */
export const AuthEndpoints = {
  signUp: endpoint({
    method: 'POST', path: '/v2/member/signup', summary: '註冊 (e-mail)', access: 'public', settlesToken: true,
    body: SignUpRequest, response: EmailResult, status: 201, errors: [429],
  }),
  verifyEmail: endpoint({
    method: 'POST', path: '/v2/member/verify-email', summary: '驗證 e-mail 並登入 (已驗證的帳號只回答已驗證)', access: 'public', settlesToken: true,
    body: VerifyEmailRequest, response: VerifyEmailResult,
  }),
  resendVerification: endpoint({
    method: 'POST', path: '/v2/member/resend-verification', summary: '重寄驗證信', access: 'public', settlesToken: true,
    body: ResendVerificationRequest, response: EmailResult, errors: [429],
  }),
  forgotPassword: endpoint({
    method: 'POST', path: '/v2/member/password/forgot', summary: '忘記密碼：寄出重設連結 (不論是否為會員，回答都一樣)', access: 'public', settlesToken: true,
    body: ForgotPasswordRequest, response: EmailResult, errors: [429],
  }),
  resetPassword: endpoint({
    method: 'POST', path: '/v2/member/password/reset', summary: '以連結重設密碼 (單次使用)', access: 'public', settlesToken: true,
    body: ResetPasswordRequest, response: PasswordResetResult,
  }),
  signIn: endpoint({
    method: 'POST', path: '/v2/member/login', summary: '登入；失敗計次鎖定 (429 + Retry-After)', access: 'public', settlesToken: true,
    body: SignInRequest, response: TokenData, errors: [401, 403, 429],
  }),
  signOut: endpoint({
    method: 'POST', path: '/v2/member/logout', summary: '登出 (撤銷 token family)', access: 'caller', settlesToken: true, response: SignedOutResult,
  }),
  loginTest: endpoint({
    method: 'POST', path: '/v2/member/login-test', summary: '以示範會員登入 (demo mode)', access: 'public', settlesToken: true, demo: true,
    body: LoginTestRequest, response: LoginTestResult, errors: [403],
  }),
  refreshToken: endpoint({
    method: 'POST', path: '/api/auth/token', summary: '以 refresh token 換新 token (單次使用；body 或 auth_token_data cookie)', access: 'public', settlesToken: true,
    body: RefreshTokenRequest, response: TokenData, errors: [401],
  }),
  // `caller`, not `member`: a stale token cookie must not hide a valid session, and no credentials is AUTH_100023 here.
  renewToken: endpoint({
    method: 'POST', path: '/api/auth/token/renew', summary: '延長 session 的 token', access: 'caller', settlesToken: true, response: TokenData, errors: [401],
  }),
  socialStart: endpoint({
    method: 'POST', path: '/v2/member/social/start', summary: '社群登入：取得授權網址', access: 'public', settlesToken: true,
    body: SocialStartRequest, response: SocialStartResult,
  }),
  socialVerify: endpoint({
    method: 'POST', path: '/v2/member/social/verify', summary: '社群登入：驗證回呼', access: 'public', settlesToken: true,
    body: SocialVerifyRequest, response: SocialVerifyResponse,
  }),
  mergeAccount: endpoint({
    method: 'POST', path: '/v2/member/merge-account', summary: '社群帳號合併', access: 'public', settlesToken: true,
    body: MergeAccountRequest, response: MergeAccountResult, errors: [401, 429],
  }),
  me: endpoint({ method: 'GET', path: '/v2/member/me', summary: '目前的會員', access: 'member', response: MemberMe }),
};

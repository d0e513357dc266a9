import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import { TokenData as TokenDataBody } from '../../../contract/auth';
import { envelope } from '../../../contract/common';
import type { TokenData } from '../../domain/user/UserMeta';
import { toTokenData } from './mappers';
import './requestFlags';

export const AUTH_PATHS = {
  login: '/v2/member/login',
  signup: '/v2/member/signup',
  verifyEmail: '/v2/member/verify-email',
  forgotPassword: '/v2/member/password/forgot',
  resetPassword: '/v2/member/password/reset',
  logout: '/v2/member/logout',
  token: '/api/auth/token',
  renew: '/api/auth/token/renew',
} as const;

const TokenResponse = envelope(TokenDataBody);
export const EmailResponse = envelope(z.object({ email: z.string() }));

/**
 * POST /api/auth/token. Without a refresh token (the browser cannot read its HttpOnly cookie)
 * the body is empty and the server takes the one in the cookie.
 */
export async function postTokenRefresh(http: AxiosInstance, refreshToken: string | null): Promise<TokenData> {
  const body = refreshToken ? { refresh_token: refreshToken } : {};
  const response = await http.post(AUTH_PATHS.token, body, { skipAuthRecovery: true });
  return toTokenData(TokenResponse.parse(response.data).data);
}

export async function postTokenRenew(http: AxiosInstance): Promise<TokenData> {
  const response = await http.post(AUTH_PATHS.renew, {}, { skipAuthRecovery: true });
  return toTokenData(TokenResponse.parse(response.data).data);
}

export async function postLogout(http: AxiosInstance): Promise<void> {
  await http.post(AUTH_PATHS.logout, {}, { skipAuthRecovery: true });
}

export function parseTokenResponse(data: unknown): TokenData {
  return toTokenData(TokenResponse.parse(data).data);
}

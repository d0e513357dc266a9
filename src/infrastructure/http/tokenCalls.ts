import { AuthEndpoints as E } from '../../../contract/endpoints/auth';
import type { TokenData } from '../../domain/user/UserMeta';
import type { ApiClient } from './ApiClient';
import { toTokenData } from './mappers';

/**
 * The token calls the account gateway and the AUTH_100023 recovery share. Their declarations settle
 * the token (`settlesToken`), so neither ever goes through the recovery itself.
 */

/**
 * POST /api/auth/token. Without a refresh token (the browser cannot read its HttpOnly cookie)
 * the body is empty and the server takes the one in the cookie.
 */
export async function postTokenRefresh(api: ApiClient, refreshToken: string | null): Promise<TokenData> {
  return toTokenData(await api.call(E.refreshToken, { body: refreshToken ? { refresh_token: refreshToken } : {} }));
}

export async function postLogout(api: ApiClient): Promise<void> {
  await api.call(E.signOut);
}

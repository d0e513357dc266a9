import type { TokenData as TokenDataBody } from '../../../contract/auth';
import type { TokenData } from '../../domain/user/UserMeta';

/** The token cookie's JSON (the API's snake_case) and the domain's token data. */
export const toTokenData = (body: TokenDataBody): TokenData => ({
  accessToken: body.access_token,
  refreshToken: body.refresh_token,
  expiredAt: body.expired_at,
});

export const toTokenBody = (token: TokenData): TokenDataBody => ({
  access_token: token.accessToken,
  refresh_token: token.refreshToken,
  expired_at: token.expiredAt,
});

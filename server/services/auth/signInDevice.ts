import type { FastifyRequest } from 'fastify';
import type { TokenData } from '../../../contract/auth';
import type { AppContext } from '../../context';
import { recordSignIn } from './devices';
import { familyOfRefreshToken, sessionFamily } from './tokens';

/** The request that signs in (a route's, or a declared endpoint's): its user agent names the device. */
type SignInRequest = Pick<FastifyRequest, 'headers'>;

/** 登入裝置: a password sign-in's new token family, with the user agent that signed in. */
export async function recordTokenSignIn(ctx: Pick<AppContext, 'db' | 'now'>, request: SignInRequest, memberId: number, token: TokenData): Promise<void> {
  const familyId = await familyOfRefreshToken(ctx.db, token.refresh_token);
  if (familyId) await recordSignIn(ctx.db, { memberId, familyId, userAgent: request.headers['user-agent'] }, ctx.now());
}

/** 登入裝置: a session (social sign-in, login-test); its tokens, if any, share its family. */
export async function recordSessionSignIn(ctx: Pick<AppContext, 'db' | 'now'>, request: SignInRequest, memberId: number, sid: string): Promise<void> {
  await recordSignIn(ctx.db, { memberId, familyId: sessionFamily(sid), userAgent: request.headers['user-agent'] }, ctx.now());
}

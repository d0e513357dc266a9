import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MergeAccountRequest, SocialStartRequest, SocialVerifyRequest } from '../../../contract/authRequests';
import { ErrorCode } from '../../../contract/common';
import type { AppContext } from '../../context';
import type { Member } from '../../db/schema';
import { newSecret } from '../../services/auth/secrets';
import { createSession } from '../../services/auth/sessions';
import { completeSocialSignIn, mergeAccount, socialRedirectUri } from '../../services/auth/social';
import { issueTokenPair, sessionFamily } from '../../services/auth/tokens';
import { clearSocialStateCookie, readSocialStateCookie, setSessionCookie, setSocialStateCookie } from '../cookies';
import { HttpError, tooManyAttempts } from '../errors';
import { Messages } from '../messages';
import { recordSessionSignIn } from '../signInDevice';
import { parseInput, passwordMessage } from '../validation';

/** A social sign-in opens a session (sid cookie) and also hands out token data for the apps. */
async function signInWithSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, member: Member) {
  const sid = await createSession(ctx.db, member.id, ctx.now());
  await recordSessionSignIn(ctx, request, member.id, sid);
  setSessionCookie(request, reply, sid);
  return issueTokenPair(ctx.db, member.id, ctx.now(), { id: sessionFamily(sid) });
}

/** Social sign-in and account merge (SPEC §2.1 auth routes); login-test lives in `loginTest.ts` (demo mode). */
export function socialRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/v2/member/social/start', async (request, reply) => {
    const input = parseInput(SocialStartRequest, request.body);
    if (!ctx.identity.supports(input.provider)) {
      throw new HttpError(400, ErrorCode.SOCIAL_PROVIDER_UNAVAILABLE, Messages.SOCIAL_PROVIDER_UNAVAILABLE);
    }
    const state = newSecret();
    setSocialStateCookie(request, reply, { state, provider: input.provider, return_to: input.return_to });
    return { data: { url: ctx.identity.authorizeUrl(input.provider, state, socialRedirectUri(ctx, input.provider)) } };
  });

  app.post('/v2/member/social/verify', async (request, reply) => {
    const input = parseInput(SocialVerifyRequest, request.body);
    const saved = readSocialStateCookie(request);
    clearSocialStateCookie(request, reply);
    if (!saved || saved.state !== input.state || saved.provider !== input.provider) {
      throw new HttpError(400, ErrorCode.SOCIAL_STATE_MISMATCH, Messages.SOCIAL_STATE_MISMATCH);
    }
    if (!ctx.identity.supports(input.provider)) {
      throw new HttpError(400, ErrorCode.SOCIAL_PROVIDER_UNAVAILABLE, Messages.SOCIAL_PROVIDER_UNAVAILABLE);
    }
    const outcome = await completeSocialSignIn(ctx, input.provider, input.code, saved.return_to);
    if (outcome.status === 'failed') {
      const message = outcome.reason === 'email_missing' ? Messages.SOCIAL_EMAIL_MISSING : Messages.SOCIAL_SIGN_IN_FAILED;
      throw new HttpError(400, ErrorCode.SOCIAL_SIGN_IN_FAILED, message);
    }
    if (outcome.status === 'merge_required') {
      return { data: { status: 'merge_required', ticket: outcome.ticket, email: outcome.email } };
    }
    const token = await signInWithSession(ctx, request, reply, outcome.member);
    return { data: { status: 'signed_in', token, return_to: saved.return_to } };
  });

  app.post('/v2/member/merge-account', async (request, reply) => {
    const input = parseInput(MergeAccountRequest, request.body, { password: passwordMessage });
    const outcome = await mergeAccount(ctx, input.ticket, input.password, request.ip);
    if (!outcome.ok) {
      if (outcome.reason === 'locked') throw tooManyAttempts(outcome.retryAfter);
      if (outcome.reason === 'wrong_password') throw new HttpError(401, ErrorCode.WRONG_CREDENTIALS, Messages.WRONG_CREDENTIALS);
      throw new HttpError(400, ErrorCode.MERGE_TICKET_INVALID, Messages.MERGE_TICKET_INVALID);
    }
    const token = await signInWithSession(ctx, request, reply, outcome.member);
    return { data: { status: 'signed_in', token, ...(outcome.returnTo ? { return_to: outcome.returnTo } : {}) } };
  });
}

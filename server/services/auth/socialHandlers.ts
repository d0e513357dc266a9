import { ErrorCode } from '../../../contract/common';
import { AuthEndpoints as E } from '../../../contract/endpoints/auth';
import type { AppContext } from '../../context';
import type { Member } from '../../db/schema';
import { DEMO_EMAIL_DOMAIN } from '../../db/seed/members';
import { clearedSocialStateCookie, readSocialStateCookie, sessionCookie, socialStateCookie } from '../../api/cookies';
import { handle, ok, refuse, type CookieToSet, type EndpointRequest, type Handling } from '../../api/handler';
import { HttpError, tooManyAttempts } from '../../api/errors';
import { Messages } from '../../api/messages';
import { recordSessionSignIn } from './signInDevice';
import { emailMessage, passwordMessage } from '../../api/validation';
import { findMemberByEmail } from '../../db/repositories/auth/members';
import { newSecret } from './secrets';
import { createSession } from './sessions';
import { completeSocialSignIn, mergeAccount, socialRedirectUri, type MergeOutcome } from './social';
import { saveSocialState, socialNonce, spendSocialState } from './socialStates';
import { issueTokenPair, sessionFamily } from './tokens';

const unavailable = () => new HttpError(400, ErrorCode.SOCIAL_PROVIDER_UNAVAILABLE, Messages.SOCIAL_PROVIDER_UNAVAILABLE);

/** A session sign-in (social, merge, login-test): its sid cookie and its 登入裝置 entry. */
async function openSession(ctx: AppContext, request: EndpointRequest, memberId: number): Promise<{ sid: string; cookie: CookieToSet }> {
  const sid = await createSession(ctx.db, memberId, ctx.now());
  await recordSessionSignIn(ctx, request, memberId, sid);
  return { sid, cookie: sessionCookie(request.protocol, sid) };
}

/** A social sign-in opens a session (sid cookie) and also hands out token data, in the session's family, for the apps. */
async function signInWithSession(ctx: AppContext, request: EndpointRequest, member: Member) {
  const { sid, cookie } = await openSession(ctx, request, member.id);
  return { token: await issueTokenPair(ctx.db, member.id, ctx.now(), { id: sessionFamily(sid) }), cookie };
}

const mergeRefused = (outcome: Exclude<MergeOutcome, { ok: true }>): HttpError => {
  if (outcome.reason === 'locked') return tooManyAttempts(outcome.retryAfter);
  if (outcome.reason === 'wrong_password') return new HttpError(401, ErrorCode.WRONG_CREDENTIALS, Messages.WRONG_CREDENTIALS);
  return new HttpError(400, ErrorCode.MERGE_TICKET_INVALID, Messages.MERGE_TICKET_INVALID);
};

/** Social sign-in and account merge (SPEC §2.1 auth routes), and login-test (demo mode only). */
export const socialHandlers = (ctx: AppContext): Handling[] => [
  handle(E.socialStart, async ({ request }, { body }) => {
    if (!ctx.identity.supports(body.provider)) return refuse(unavailable());
    const state = newSecret();
    await saveSocialState(ctx.db, state, body.provider, ctx.now());
    const url = ctx.identity.authorizeUrl(body.provider, state, socialRedirectUri(ctx, body.provider), socialNonce(state));
    return ok({ url }, { cookies: [socialStateCookie(request.protocol, { state, provider: body.provider, return_to: body.return_to })] });
  }),
  handle(E.socialVerify, async ({ request }, { body }) => {
    const saved = readSocialStateCookie(request);
    // The state is spent by this call whatever comes of it: its cookie goes with a refusal too.
    const spent = [clearedSocialStateCookie(request.protocol)];
    if (!saved || saved.state !== body.state || saved.provider !== body.provider) {
      return refuse(new HttpError(400, ErrorCode.SOCIAL_STATE_MISMATCH, Messages.SOCIAL_STATE_MISMATCH), spent);
    }
    if (!ctx.identity.supports(body.provider)) return refuse(unavailable(), spent);
    // The state is single use on the server too: a replayed callback (a copied cookie, a second tab) gets nowhere.
    const fresh = await spendSocialState(ctx.db, body.state, body.provider, ctx.now());
    const outcome = fresh
      ? await completeSocialSignIn(ctx, body.provider, body.code, saved.return_to, socialNonce(body.state))
      : ({ status: 'failed', reason: 'rejected' } as const);
    if (outcome.status === 'failed') {
      const message = outcome.reason === 'email_missing' ? Messages.SOCIAL_EMAIL_MISSING : Messages.SOCIAL_SIGN_IN_FAILED;
      return refuse(new HttpError(400, ErrorCode.SOCIAL_SIGN_IN_FAILED, message), spent);
    }
    if (outcome.status === 'merge_required') return ok({ status: 'merge_required', ticket: outcome.ticket, email: outcome.email }, { cookies: spent });
    const { token, cookie } = await signInWithSession(ctx, request, outcome.member);
    return ok({ status: 'signed_in', token, return_to: saved.return_to }, { cookies: [...spent, cookie] });
  }),
  handle(E.mergeAccount, async ({ request }, { body }) => {
    const outcome = await mergeAccount(ctx, body.ticket, body.password, request.ip);
    if (!outcome.ok) return refuse(mergeRefused(outcome));
    const { token, cookie } = await signInWithSession(ctx, request, outcome.member);
    return ok({ status: 'signed_in', token, ...(outcome.returnTo ? { return_to: outcome.returnTo } : {}) }, { cookies: [cookie] });
  }, { password: passwordMessage }),
  // Sign in as a seeded demo member without a password (the declaration is demo-only).
  handle(E.loginTest, async ({ request }, { body: { email } }) => {
    const member = email.endsWith(DEMO_EMAIL_DOMAIN) ? await findMemberByEmail(ctx.db, email) : undefined;
    if (!member) return refuse(new HttpError(403, ErrorCode.FORBIDDEN, Messages.DEMO_ACCOUNTS_ONLY));
    const { cookie } = await openSession(ctx, request, member.id);
    return ok({ email: member.email, nickname: member.nickname }, { cookies: [cookie] });
  }, { email: emailMessage }),
];

import { Cookie, ErrorCode } from '../../../contract/common';
import { AuthEndpoints as E } from '../../../contract/endpoints/auth';
import { checkNickname } from '../../../src/domain/auth/accountValidation';
import type { AppContext } from '../../context';
import { presentedAccessToken, readTokenCookie } from '../../api/authContext';
import { clearedAuthCookies, tokenCookie } from '../../api/cookies';
import { handle, ok, refuse, type EndpointRequest, type Handling } from '../../api/handler';
import { HttpError, invalidInput, tooManyAttempts } from '../../api/errors';
import { TERMS_VERSION } from '../../../src/domain/auth/terms';
import { Messages } from '../../api/messages';
import { recordTokenSignIn } from './signInDevice';
import { emailMessage, newPasswordMessage, nicknameMessage, passwordMessage } from '../../api/validation';
import { alreadyVerifiedEmail, resendVerification, signIn, signUp, verifyEmail, type SignInResult } from './accounts';
import { requestPasswordReset, resetPassword } from './passwordReset';
import { passwordWeakness } from './passwordStrength';
import { signOutFamilies } from './sessions';
import { familyOfRefreshToken, findAccessGrant, issueTokenPair, sessionFamily } from './tokens';

const emailOnly = { email: emailMessage };

/** E-mail accounts: sign-up, verification, 忘記密碼 (SPEC §2.1 auth pages, §7); sign-in and out below. */
export const accountHandlers = (ctx: AppContext): Handling[] => [
  handle(E.signUp, async ({ request }, { body }) => {
    // The nickname as others will read it: invisible characters gone, never the shop's or its staff's.
    const nickname = checkNickname(body.nickname);
    if (!nickname.ok) return refuse(invalidInput({ nickname: nickname.error }));
    const weak = passwordWeakness(body.password, [body.email, nickname.value]);
    if (weak) return refuse(invalidInput({ password: weak }));
    // Only the terms the shop shows now: a form from before they changed asks again.
    if (body.terms !== TERMS_VERSION) return refuse(invalidInput({ terms: Messages.TERMS_REQUIRED }));
    const result = await signUp(ctx, { ...body, nickname: nickname.value }, request.ip);
    return result.ok ? ok({ email: result.email }) : refuse(tooManyAttempts(result.retryAfter));
  }, { email: emailMessage, password: newPasswordMessage, nickname: nicknameMessage, terms: () => Messages.TERMS_REQUIRED }),
  handle(E.verifyEmail, async ({ request }, { body }) => {
    const verified = await verifyEmail(ctx, body.token);
    if (verified) {
      // The link proved the mailbox: the parent is signed in where she opened it.
      const token = await issueTokenPair(ctx.db, verified.memberId, ctx.now());
      await recordTokenSignIn(ctx, request, verified.memberId, token);
      return ok({ status: 'signed_in' as const, email: verified.email, token }, { cookies: [tokenCookie(request.protocol, token)] });
    }
    const email = await alreadyVerifiedEmail(ctx.db, body.token);
    return email === null
      ? refuse(new HttpError(400, ErrorCode.VERIFY_TOKEN_INVALID, Messages.VERIFY_TOKEN_INVALID))
      : ok({ status: 'already_verified' as const, email });
  }, { token: () => Messages.VERIFY_TOKEN_INVALID }),
  handle(E.resendVerification, async ({ request }, { body: { email } }) => {
    const wait = await resendVerification(ctx, email, request.ip);
    return wait === null ? ok({ email }) : refuse(tooManyAttempts(wait));
  }, emailOnly),
  handle(E.forgotPassword, async ({ request }, { body: { email } }) => {
    const wait = await requestPasswordReset(ctx, email, request.ip);
    return wait === null ? ok({ email }) : refuse(tooManyAttempts(wait));
  }, emailOnly),
  handle(E.resetPassword, async ({ request }, { body }) => {
    const weak = passwordWeakness(body.password, []);
    if (weak) return refuse(invalidInput({ password: weak }));
    if (!(await resetPassword(ctx, body.token, body.password))) return refuse(new HttpError(400, ErrorCode.RESET_TOKEN_INVALID, Messages.RESET_TOKEN_INVALID));
    return ok({ reset: true }, { cookies: clearedAuthCookies(request.protocol) });
  }, { token: () => Messages.RESET_TOKEN_INVALID, password: newPasswordMessage }),
  ...signInHandlers(ctx),
];

const signInRefused = (result: Exclude<SignInResult, { ok: true }>): HttpError => {
  if (result.reason === 'locked') return tooManyAttempts(result.retryAfter);
  if (result.reason === 'not_verified') return new HttpError(403, ErrorCode.EMAIL_NOT_VERIFIED, Messages.EMAIL_NOT_VERIFIED);
  return new HttpError(401, ErrorCode.WRONG_CREDENTIALS, Messages.WRONG_CREDENTIALS);
};

/** Every sign-in a request carries: its access token's family, its refresh token's and its session's. */
async function presentedFamilies(ctx: AppContext, request: EndpointRequest, now: number): Promise<string[]> {
  const access = presentedAccessToken(request);
  const grant = access ? await findAccessGrant(ctx.db, access, now) : null;
  const refresh = readTokenCookie(request)?.refresh_token;
  const sid = request.cookies[Cookie.SESSION];
  const families = [grant?.familyId, refresh ? await familyOfRefreshToken(ctx.db, refresh) : null, sid ? sessionFamily(sid) : null];
  return families.filter((f): f is string => Boolean(f));
}

/** Sign-in (lockouts per account and address), sign-out (every family presented) and the member's basics. */
const signInHandlers = (ctx: AppContext): Handling[] => [
  handle(E.signIn, async ({ request }, { body }) => {
    const result = await signIn(ctx, body, request.ip);
    if (!result.ok) return refuse(signInRefused(result));
    const token = await issueTokenPair(ctx.db, result.member.id, ctx.now());
    await recordTokenSignIn(ctx, request, result.member.id, token);
    return ok(token, { cookies: [tokenCookie(request.protocol, token)] });
  }, { email: emailMessage, password: passwordMessage }),
  handle(E.signOut, async ({ request }) => {
    const now = ctx.now();
    await signOutFamilies(ctx.db, await presentedFamilies(ctx, request, now), now);
    return ok({ signed_out: true }, { cookies: clearedAuthCookies(request.protocol) });
  }),
  handle(E.me, async ({ member }) => ok({
    id: member.id,
    email: member.email,
    nickname: member.nickname,
    email_verified: member.email_verified_at !== null,
    has_password: member.password_hash !== null,
  })),
];

import type { FastifyInstance } from 'fastify';
import {
  ForgotPasswordRequest, ResendVerificationRequest, ResetPasswordRequest, SignInRequest, SignUpRequest, VerifyEmailRequest,
} from '../../../contract/authRequests';
import { Cookie, ErrorCode } from '../../../contract/common';
import { checkNickname } from '../../../src/domain/auth/accountValidation';
import type { AppContext } from '../../context';
import { resendVerification, signIn, signUp, verifyEmail } from '../../services/auth/accounts';
import { requestPasswordReset, resetPassword } from '../../services/auth/passwordReset';
import { signOutFamilies } from '../../services/auth/sessions';
import { familyOfRefreshToken, findAccessGrant, issueTokenPair, sessionFamily } from '../../services/auth/tokens';
import { presentedAccessToken } from '../authContext';
import { clearAuthCookies, readTokenCookie, setTokenCookie } from '../cookies';
import { HttpError, invalidInput, tooManyAttempts } from '../errors';
import { Messages } from '../messages';
import { recordTokenSignIn } from '../signInDevice';
import { emailMessage, newPasswordMessage, nicknameMessage, parseInput, passwordMessage } from '../validation';

/** E-mail accounts: sign-up, verification, sign-in, sign-out (SPEC §2.1 auth pages, §7). */
export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/v2/member/signup', async (request, reply) => {
    const input = parseInput(SignUpRequest, request.body, { email: emailMessage, password: newPasswordMessage, nickname: nicknameMessage });
    // The nickname as others will read it: invisible characters gone, never the shop's or its staff's.
    const nickname = checkNickname(input.nickname);
    if (!nickname.ok) throw invalidInput({ nickname: nickname.error });
    const result = await signUp(ctx, { ...input, nickname: nickname.value }, request.ip);
    if (!result.ok) throw tooManyAttempts(result.retryAfter);
    return reply.code(201).send({ data: { email: result.email } });
  });

  app.post('/v2/member/verify-email', async (request) => {
    const { token } = parseInput(VerifyEmailRequest, request.body, { token: () => Messages.VERIFY_TOKEN_INVALID });
    const email = await verifyEmail(ctx, token);
    if (email === null) throw new HttpError(400, ErrorCode.VERIFY_TOKEN_INVALID, Messages.VERIFY_TOKEN_INVALID);
    return { data: { email } };
  });

  app.post('/v2/member/resend-verification', async (request) => {
    const { email } = parseInput(ResendVerificationRequest, request.body, { email: emailMessage });
    const wait = await resendVerification(ctx, email, request.ip);
    if (wait !== null) throw tooManyAttempts(wait);
    return { data: { email } };
  });

  app.post('/v2/member/password/forgot', async (request) => {
    const { email } = parseInput(ForgotPasswordRequest, request.body, { email: emailMessage });
    const wait = await requestPasswordReset(ctx, email, request.ip);
    if (wait !== null) throw tooManyAttempts(wait);
    return { data: { email } };
  });

  app.post('/v2/member/password/reset', async (request, reply) => {
    const { token, password } = parseInput(ResetPasswordRequest, request.body, { token: () => Messages.RESET_TOKEN_INVALID, password: newPasswordMessage });
    if (!(await resetPassword(ctx, token, password))) throw new HttpError(400, ErrorCode.RESET_TOKEN_INVALID, Messages.RESET_TOKEN_INVALID);
    clearAuthCookies(request, reply);
    return { data: { reset: true } };
  });

  app.post('/v2/member/login', async (request, reply) => {
    const input = parseInput(SignInRequest, request.body, { email: emailMessage, password: passwordMessage });
    const result = await signIn(ctx, input, request.ip);
    if (!result.ok) {
      if (result.reason === 'locked') throw tooManyAttempts(result.retryAfter);
      if (result.reason === 'not_verified') throw new HttpError(403, ErrorCode.EMAIL_NOT_VERIFIED, Messages.EMAIL_NOT_VERIFIED);
      throw new HttpError(401, ErrorCode.WRONG_CREDENTIALS, Messages.WRONG_CREDENTIALS);
    }
    const token = await issueTokenPair(ctx.db, result.member.id, ctx.now());
    await recordTokenSignIn(ctx, request, result.member.id, token);
    setTokenCookie(request, reply, token);
    return { data: token };
  });

  app.post('/v2/member/logout', async (request, reply) => {
    const now = ctx.now();
    const access = presentedAccessToken(request);
    const grant = access ? await findAccessGrant(ctx.db, access, now) : null;
    const refresh = readTokenCookie(request)?.refresh_token;
    const sid = request.cookies[Cookie.SESSION];
    const families = [grant?.familyId, refresh ? await familyOfRefreshToken(ctx.db, refresh) : null, sid ? sessionFamily(sid) : null];
    await signOutFamilies(ctx.db, families.filter((f): f is string => Boolean(f)), now);
    clearAuthCookies(request, reply);
    return { data: { signed_out: true } };
  });
}

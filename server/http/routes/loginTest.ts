import type { FastifyInstance } from 'fastify';
import { LoginTestRequest } from '../../../contract/authRequests';
import { ErrorCode } from '../../../contract/common';
import type { AppContext } from '../../context';
import { DEMO_EMAIL_DOMAIN } from '../../db/seed/members';
import { findMemberByEmail } from '../../services/auth/accounts';
import { createSession } from '../../services/auth/sessions';
import { setSessionCookie } from '../cookies';
import { HttpError } from '../errors';
import { Messages } from '../messages';
import { recordSessionSignIn } from '../signInDevice';
import { emailMessage, parseInput } from '../validation';

/** login-test: sign in as a seeded demo member without a password. Registered in demo mode only. */
export function loginTestRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/v2/member/login-test', async (request, reply) => {
    const { email } = parseInput(LoginTestRequest, request.body, { email: emailMessage });
    const member = email.endsWith(DEMO_EMAIL_DOMAIN) ? await findMemberByEmail(ctx.db, email) : undefined;
    if (!member) throw new HttpError(403, ErrorCode.FORBIDDEN, Messages.DEMO_ACCOUNTS_ONLY);
    const sid = await createSession(ctx.db, member.id, ctx.now());
    await recordSessionSignIn(ctx, request, member.id, sid);
    setSessionCookie(request, reply, sid);
    return { data: { email: member.email, nickname: member.nickname } };
  });
}

/** Outside demo mode the login-test page is the not-found page too (the page itself belongs to the web app). */
export function hideLoginTestPage(app: FastifyInstance): void {
  app.get('/auth/login-test', (_request, reply) => reply.callNotFound());
}

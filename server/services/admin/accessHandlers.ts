import { STAFF_ROLE_LABELS, type StaffRole } from '../../../contract/adminRoles';
import { ErrorCode } from '../../../contract/common';
import { AdminAccessEndpoints as E } from '../../../contract/endpoints/adminAccess';
import type { AppContext } from '../../context';
import { HttpError, tooManyAttempts } from '../../api/errors';
import { handle, ok, refuse, type Handling } from '../../api/handler';
import type { FieldMessage } from '../../api/validation';
import { clearedStaffSessionCookie, staffSessionCookie } from '../../api/cookies';
import { auditPage } from './audit';
import { AdminMessages } from './messages';
import { endEveryStaffSession, endStaffSession } from './staffSessions';
import { signInStaff } from './staffSignIn';

const me = (staff: { id: number; email: string; name: string; role: string }) =>
  ({ id: staff.id, email: staff.email, name: staff.name, role: staff.role as StaffRole, role_label: STAFF_ROLE_LABELS[staff.role as StaffRole] });

const fieldMessages: Readonly<Record<string, FieldMessage>> = {
  email: () => AdminMessages.EMAIL_REQUIRED,
  password: () => AdminMessages.PASSWORD_REQUIRED,
  code: () => AdminMessages.CODE_FORMAT,
};

/** 後台 sign-in and sign-out, who is signed in, and the audit log (管理員). */
export const adminAccessHandlers = (ctx: AppContext): Handling[] => {
  const production = ctx.config.isProduction;
  return [
    handle(E.signIn, async ({ request }, { body }) => {
      const outcome = await signInStaff(ctx.db, body, request.ip, ctx.config.passwordCost, ctx.now());
      if (!outcome.ok && outcome.reason === 'locked') return refuse(tooManyAttempts(outcome.retryAfter));
      if (!outcome.ok) return refuse(new HttpError(401, ErrorCode.WRONG_CREDENTIALS, AdminMessages.SIGN_IN_FAILED));
      return ok(me(outcome.staff), { cookies: [staffSessionCookie(request.protocol, outcome.sid, production)] });
    }, fieldMessages),
    handle(E.me, async ({ staff }) => ok(me(staff))),
    handle(E.signOut, async ({ staff, request }) => ok(
      { sessions_ended: await endStaffSession(ctx.db, staff.sessionId, ctx.now()) },
      { cookies: [clearedStaffSessionCookie(request.protocol, production)] },
    )),
    handle(E.signOutEverywhere, async ({ staff, request }) => ok(
      { sessions_ended: await endEveryStaffSession(ctx.db, staff.id, ctx.now()) },
      { cookies: [clearedStaffSessionCookie(request.protocol, production)] },
    )),
    handle(E.audit, async (_caller, { query }) => ok(await auditPage(ctx.db, query.page, query.page_size))),
  ];
};

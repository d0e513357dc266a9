import type { Endpoint } from '../../contract/endpoint';
import { Cookie, ErrorCode } from '../../contract/common';
import type { AppContext } from '../context';
import { staffOfSession, type StaffMember } from '../services/admin/staffSessions';
import type { CallerRequest } from './authContext';
import { HttpError } from './errors';
import { Messages } from './messages';

/** The back office's answer to anyone who may not call it: the same 404 as a path that does not exist. */
const hidden = (): HttpError => new HttpError(404, ErrorCode.NOT_FOUND, Messages.NOT_FOUND);

/** The signed-in staff member of the staff cookie, or null (a member's token or session is never one). */
export async function identifyStaff(ctx: Pick<AppContext, 'db' | 'now'>, request: Pick<CallerRequest, 'cookies'>): Promise<StaffMember | null> {
  const sid = request.cookies[Cookie.STAFF_SESSION];
  return sid ? staffOfSession(ctx.db, sid, ctx.now()) : null;
}

/** A staff endpoint's caller: a staff member whose role the endpoint declares; anyone else 404. */
export async function requireStaff(ctx: Pick<AppContext, 'db' | 'now'>, endpoint: Endpoint, request: Pick<CallerRequest, 'cookies'>): Promise<StaffMember> {
  const staff = await identifyStaff(ctx, request);
  if (!staff || !(endpoint.roles ?? []).includes(staff.role)) throw hidden();
  return staff;
}

import { ErrorCode } from '../../../contract/common';
import type { AppContext } from '../../context';
import type { Member } from '../../db/schema';
import { requireMember } from '../../http/authContext';
import { HttpError } from '../../http/errors';
import type { ServiceCall } from './serviceCall';
import { visitorRequest, type VisitorCookies } from './visitorRequest';

/** Runs a member-only read in process for the signed-in member, or leaves it to the API (`viaApi`). */
export type MemberRead = <T>(read: (member: Member) => Promise<T>, viaApi: () => Promise<T>) => Promise<T>;

/**
 * The member routes' guard (`requireMember`) over the page request's cookie jar: without credentials
 * the route's 401 AUTH_100001. A token the API does not accept (expired, revoked, unknown) makes the
 * route answer AUTH_100023, on which the axios client refreshes the token (into the jar) and retries;
 * so that read goes to the API, and the refresh and the retry happen as they would.
 */
export const memberRead = (ctx: Pick<AppContext, 'db' | 'now'>, call: ServiceCall, cookies: VisitorCookies): MemberRead =>
  async (read, viaApi) => {
    const member = await call(() => signedInMember(ctx, cookies));
    return member === null ? viaApi() : call(() => read(member));
  };

async function signedInMember(ctx: Pick<AppContext, 'db' | 'now'>, cookies: VisitorCookies): Promise<Member | null> {
  try {
    return await requireMember(ctx, visitorRequest(cookies));
  } catch (error) {
    if (error instanceof HttpError && error.code === ErrorCode.INVALID_OAUTH_TOKEN) return null;
    throw error;
  }
}

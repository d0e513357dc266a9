import { ErrorCode } from '../../../contract/common';
import type { AppContext } from '../../context';
import type { Member } from '../../db/schema';
import { requireMemberSignIn } from '../../http/authContext';
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
export const memberRead = (ctx: Pick<AppContext, 'db' | 'now'>, call: ServiceCall, cookies: VisitorCookies): MemberRead => {
  const asSignIn = signInRead(ctx, call, cookies);
  return (read, viaApi) => asSignIn((signIn) => read(signIn.member), viaApi);
};

/** The member and the sign-in (token family or session) the page request carries: 登入裝置's 這個裝置. */
export interface SignIn { member: Member; familyId: string }
export type SignInRead = <T>(read: (signIn: SignIn) => Promise<T>, viaApi: () => Promise<T>) => Promise<T>;

/** `memberRead`, for a read that also needs which sign-in is asking. */
export const signInRead = (ctx: Pick<AppContext, 'db' | 'now'>, call: ServiceCall, cookies: VisitorCookies): SignInRead =>
  async (read, viaApi) => {
    const signIn = await call(() => signedIn(ctx, cookies));
    return signIn === null ? viaApi() : call(() => read(signIn));
  };

async function signedIn(ctx: Pick<AppContext, 'db' | 'now'>, cookies: VisitorCookies): Promise<SignIn | null> {
  try {
    return await requireMemberSignIn(ctx, visitorRequest(cookies));
  } catch (error) {
    if (error instanceof HttpError && error.code === ErrorCode.INVALID_OAUTH_TOKEN) return null;
    throw error;
  }
}

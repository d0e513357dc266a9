import type { UserInfoGateway } from '../../../src/application/auth/ports';
import type { UserMeta } from '../../../src/domain/user/UserMeta';
import { toUserMeta } from '../../../src/infrastructure/http/mappers';
import type { AppContext } from '../../context';
import { identifyCaller } from '../../http/authContext';
import { savedUtm, userInfoOf } from '../../services/auth/userInfo';
import type { ServiceCall } from './serviceCall';
import { visitorRequest, type VisitorCookies } from './visitorRequest';

/**
 * UserInfoGateway on the page server, for one page request: the visitor's user meta read in
 * process, as GET /api/userinfo answers the call the axios adapter would send (the token store's
 * x-oauth-token, the request's cookie jar, the visitor's user agent). A load with campaign params
 * sets the utm cookie and records the campaign, and clearUtm deletes a cookie: both stay on the
 * API (`viaApi`, the axios adapter over the in-process transport), whose replies set the cookies.
 */
export class InProcessUserInfoGateway implements UserInfoGateway {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
    private readonly call: ServiceCall,
    private readonly visitor: { userAgent?: string; cookies: VisitorCookies },
    private readonly viaApi: UserInfoGateway,
  ) {}

  load(query: Record<string, string> = {}): Promise<UserMeta> {
    if (Object.keys(query).length > 0) return this.viaApi.load(query);
    return this.call(async () => {
      const request = visitorRequest(this.visitor.cookies);
      const caller = await identifyCaller(this.ctx, request);
      const userAgent = this.visitor.userAgent ?? '';
      return toUserMeta(await userInfoOf(this.ctx, { member: caller.member, driver: caller.driver, userAgent, utm: savedUtm(request.cookies) }));
    });
  }

  clearUtm(): Promise<void> {
    return this.viaApi.clearUtm();
  }
}

import type { SignedInDevices } from '../../../src/application/memberDevices/ports';
import type { SignedInDevice } from '../../../src/domain/memberDevices/devices';
import { toDevices } from '../../../src/infrastructure/http/memberDevicesMappers';
import type { AppContext } from '../../context';
import { listDevices } from '../../services/auth/deviceList';
import { signInRead, type SignInRead } from './memberRead';
import type { ServiceCall } from './serviceCall';
import type { VisitorCookies } from './visitorRequest';

/**
 * SignedInDevices on the page server, for one page request: 登入裝置 read in process for the request's
 * cookie jar (GET /v1/member/sessions, 這個裝置 = the sign-in the request carries); signing out stays on the API.
 */
export class InProcessSignedInDevices implements SignedInDevices {
  private readonly asSignIn: SignInRead;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'now'>,
    private readonly call: ServiceCall,
    cookies: VisitorCookies,
    private readonly viaApi: SignedInDevices,
  ) {
    this.asSignIn = signInRead(ctx, call, cookies);
  }

  list(): Promise<SignedInDevice[]> {
    return this.asSignIn(async ({ member, familyId }) => toDevices({ devices: await listDevices(this.ctx.db, member.id, familyId, this.ctx.now()) }), () => this.viaApi.list());
  }

  signOut = (id: number) => this.viaApi.signOut(id);
  signOutOthers = () => this.viaApi.signOutOthers();
}

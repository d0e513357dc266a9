import { MemberDeviceEndpoints as E } from '../../../contract/endpoints/memberDevices';
import type { SignedInDevices, SignedOutDevices } from '../../application/memberDevices/ports';
import type { SignedInDevice } from '../../domain/memberDevices/devices';
import type { ApiClient } from './ApiClient';
import { toDevices, toSignedOut } from './memberDevicesMappers';

/** 登入裝置's calls (/v1/member/sessions). */
export class ApiSignedInDevices implements SignedInDevices {
  constructor(private readonly api: ApiClient) {}

  async list(): Promise<SignedInDevice[]> {
    return toDevices(await this.api.call(E.list));
  }

  async signOut(id: number): Promise<SignedOutDevices> {
    return toSignedOut(await this.api.call(E.signOut, { params: { id: String(id) } }));
  }

  async signOutOthers(): Promise<SignedOutDevices> {
    return toSignedOut(await this.api.call(E.signOutOthers));
  }
}

import type { AxiosInstance } from 'axios';
import { envelope } from '../../../contract/common';
import { SignedInDeviceListBody, SignedOutDevicesBody } from '../../../contract/memberDevices';
import type { SignedInDevices, SignedOutDevices } from '../../application/memberDevices/ports';
import type { SignedInDevice } from '../../domain/memberDevices/devices';
import { toDevices, toSignedOut } from './memberDevicesMappers';

const ListResponse = envelope(SignedInDeviceListBody);
const SignedOutResponse = envelope(SignedOutDevicesBody);

/** 登入裝置's calls (/v1/member/sessions). */
export class AxiosSignedInDevices implements SignedInDevices {
  constructor(private readonly http: AxiosInstance) {}

  async list(): Promise<SignedInDevice[]> {
    return toDevices(ListResponse.parse((await this.http.get('/v1/member/sessions')).data).data);
  }

  async signOut(id: number): Promise<SignedOutDevices> {
    return toSignedOut(SignedOutResponse.parse((await this.http.delete(`/v1/member/sessions/${id}`, { data: {} })).data).data);
  }

  async signOutOthers(): Promise<SignedOutDevices> {
    return toSignedOut(SignedOutResponse.parse((await this.http.post('/v1/member/sessions/logout-others', {})).data).data);
  }
}

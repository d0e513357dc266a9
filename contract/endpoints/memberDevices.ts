import { endpoint } from '../endpoint';
import { SignedInDeviceListBody, SignedOutDevicesBody } from '../memberDevices';
import { DeviceIdParams } from '../memberDevicesRequests';

/** 登入裝置 (member area): the member's signed-in browsers and apps; end one, or every one but this. */
export const MemberDeviceEndpoints = {
  list: endpoint({
    method: 'GET', path: '/v1/member/sessions', summary: '登入裝置 (current 為這個裝置)', access: 'member', response: SignedInDeviceListBody,
  }),
  signOut: endpoint({
    method: 'DELETE', path: '/v1/member/sessions/:id', summary: '登出一個裝置 (立即撤銷其 token 與 session；他人的裝置 404)', access: 'member',
    params: DeviceIdParams, response: SignedOutDevicesBody, errors: [404],
  }),
  signOutOthers: endpoint({
    method: 'POST', path: '/v1/member/sessions/logout-others', summary: '登出這個裝置以外的所有裝置', access: 'member', response: SignedOutDevicesBody,
  }),
};

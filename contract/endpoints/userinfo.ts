import { endpoint } from '../endpoint';
import { UserInfo, UtmCleared } from '../userinfo';
import { UtmQuery } from '../userinfoRequests';

/** The user meta of SPEC §3 (every page reads it) and the campaign it remembers (a utm cookie, a day). */
export const UserInfoEndpoints = {
  userInfo: endpoint({
    method: 'GET', path: '/api/userinfo', summary: '使用者資訊 (SPEC §3)', access: 'caller', query: UtmQuery, response: UserInfo,
  }),
  clearUtm: endpoint({ method: 'DELETE', path: '/api/userinfo/utm', summary: '清除 UTM', access: 'public', response: UtmCleared }),
};

import type { UserMeta } from '../../../src/domain/user/UserMeta';

export const UserMetaMother = {
  signedOut: (overrides: Partial<UserMeta> = {}): UserMeta => ({
    showLogin: true,
    signedIn: false,
    fromApp: false,
    platform: 'desktop',
    appVersion: null,
    amplitudeKey: null,
    gtmKey: null,
    id: null,
    email: null,
    nickname: null,
    utmQueryString: null,
    trackingNumber: null,
    hasInstalledApp: null,
    facebookPixelId: null,
    facebookPixelId2: null,
    authDriver: 'session',
    cartCount: 0,
    notificationCount: 0,
    ...overrides,
  }),
  amy: (overrides: Partial<UserMeta> = {}): UserMeta =>
    UserMetaMother.signedOut({
      showLogin: false,
      signedIn: true,
      id: 1,
      email: 'amy@example.com',
      nickname: '媽咪Amy',
      authDriver: 'token',
      hasInstalledApp: false,
      ...overrides,
    }),
};

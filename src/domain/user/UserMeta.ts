/** SPEC §3 "Session and user meta" as the client reasons about it. */
export type Platform = 'desktop' | 'mobile' | 'ios.web' | 'android.web' | 'ios.app' | 'android.app' | 'ios';
export type AuthDriver = 'token' | 'session';

export interface UserMeta {
  showLogin: boolean;
  signedIn: boolean;
  fromApp: boolean;
  platform: Platform;
  appVersion: string | null;
  amplitudeKey: string | null;
  gtmKey: string | null;
  id: number | null;
  email: string | null;
  nickname: string | null;
  utmQueryString: string | null;
  trackingNumber: string | null;
  hasInstalledApp: boolean | null;
  facebookPixelId: string | null;
  facebookPixelId2: string | null;
  authDriver: AuthDriver;
  cartCount: number;
  notificationCount: number;
  /** User info's second signed-in field (signedIn beside signed_in), kept to report a disagreement (SPEC §8). */
  signedInAlias?: boolean;
}

/** Token data as kept in the auth_token_data cookie; expiredAt in epoch seconds. */
export interface TokenData {
  accessToken: string;
  refreshToken: string;
  expiredAt: number;
}

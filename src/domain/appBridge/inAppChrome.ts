import { isAppPlatform } from '../user/platform';
import type { UserMeta } from '../user/UserMeta';

/** The pieces of the web's own chrome that the shop's app replaces with its own. */
export interface WebChrome {
  footer: boolean;
  bottomNav: boolean;
  banners: boolean;
  headerCart: boolean;
  headerSignIn: boolean;
}

/** SPEC §3, §6: the visitor is inside the shop's app (user info's from_app, or an app platform). */
export const isInApp = (user: Pick<UserMeta, 'fromApp' | 'platform'>): boolean => user.fromApp || isAppPlatform(user.platform);

/**
 * SPEC §6: inside the app there is no footer, bottom navigation or banner, and (decision) no web
 * cart button or sign-in in the header either: the app's own toolbar has them.
 */
export function webChromeFor(user: Pick<UserMeta, 'fromApp' | 'platform'>): WebChrome {
  const web = !isInApp(user);
  return { footer: web, bottomNav: web, banners: web, headerCart: web, headerSignIn: web };
}

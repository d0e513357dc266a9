import type { Platform } from './UserMeta';

/**
 * SPEC §3: "mobile" means the mobile web kinds (mobile, ios.web, android.web; the user-info
 * reading 'ios' is iOS web too); "from app" means ios.app and android.app.
 */
const MOBILE_WEB: readonly Platform[] = ['mobile', 'ios.web', 'android.web', 'ios'];
const APP: readonly Platform[] = ['ios.app', 'android.app'];

export const isMobilePlatform = (platform: Platform): boolean => MOBILE_WEB.includes(platform);
export const isAppPlatform = (platform: Platform): boolean => APP.includes(platform);
/** The app's webview is a phone screen too: it gets the mobile layout without the web chrome. */
export const usesMobileLayout = (platform: Platform): boolean => isMobilePlatform(platform) || isAppPlatform(platform);

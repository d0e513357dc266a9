/** The web-server kinds of SPEC §3, decided from the user agent. */
export type WebServerKind = 'desktop' | 'mobile' | 'ios.web' | 'android.web' | 'ios.app' | 'android.app';

export interface AppMarker {
  os: 'ios' | 'android';
  version: string;
}

/** The shop's native apps append `JiutuanApp/<version> (ios|android)` to their webview's user agent. */
const APP_MARKER = /JiutuanApp\/(\d+(?:\.\d+){0,3})\s*\((ios|android)\)/i;
const IPHONE = /\b(iPhone|iPod)\b/;
const ANDROID_PHONE = /\bAndroid\b.*\bMobile\b/;
// Tablets and phones that are neither iOS nor Android phones count as plain 'mobile'.
const OTHER_MOBILE = /\b(iPad|Android|Mobile|Tablet|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS|KaiOS|Silk)\b/i;

export function parseAppMarker(userAgent: string): AppMarker | null {
  const match = APP_MARKER.exec(userAgent);
  if (!match) return null;
  return { os: match[2].toLowerCase() as AppMarker['os'], version: match[1] };
}

export function detectWebServerKind(userAgent: string): WebServerKind {
  const app = parseAppMarker(userAgent);
  if (app) return app.os === 'ios' ? 'ios.app' : 'android.app';
  if (IPHONE.test(userAgent)) return 'ios.web';
  if (ANDROID_PHONE.test(userAgent)) return 'android.web';
  if (OTHER_MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** SPEC §3: 'mobile' means the three mobile web kinds. */
export function isMobileKind(kind: WebServerKind): boolean {
  return kind === 'mobile' || kind === 'ios.web' || kind === 'android.web';
}

/** SPEC §3: 'from app' means the two in-app kinds. */
export function isAppKind(kind: WebServerKind): boolean {
  return kind === 'ios.app' || kind === 'android.app';
}

import { DeviceMessages } from './messages';

/** What a sign-in was made with, read from the user agent it sent: for a list a member recognises. */
export type DeviceKind = 'app' | 'phone' | 'tablet' | 'computer' | 'unknown';
export interface DeviceDescription { label: string; kind: DeviceKind }

const APP = /JiutuanApp\/[\d.]+\s*\((ios|android)\)/i;

/** First match wins: in-app browsers and Chromium forks name themselves before the Chrome or Safari they carry. */
const BROWSERS: [RegExp, string][] = [
  [/\bLine\//, DeviceMessages.IN_APP_BROWSER('LINE')],
  [/\b(FBAN|FBAV)\//, DeviceMessages.IN_APP_BROWSER('Facebook')],
  [/\bInstagram\b/, DeviceMessages.IN_APP_BROWSER('Instagram')],
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPad\b/, 'iPadOS'],
  [/\b(iPhone|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: [RegExp, string][], userAgent: string): string | null => table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

function kindOf(userAgent: string, system: string | null): DeviceKind {
  if (system === 'iPadOS' || /\bTablet\b/i.test(userAgent) || (system === 'Android' && !/\bMobile\b/.test(userAgent))) return 'tablet';
  if (system === 'iOS' || /\bMobile\b/.test(userAgent)) return 'phone';
  return system ? 'computer' : 'unknown';
}

/** 「Chrome · macOS」, 「寶貝揪團 App · iOS」, 「LINE 內建瀏覽器 · Android」; 「不明裝置」 when the user agent says nothing we know. */
export function describeDevice(userAgent: string): DeviceDescription {
  const app = APP.exec(userAgent);
  if (app) return { label: `${DeviceMessages.APP} · ${app[1].toLowerCase() === 'ios' ? 'iOS' : 'Android'}`, kind: 'app' };
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (!browser && !system) return { label: DeviceMessages.UNKNOWN_DEVICE, kind: 'unknown' };
  return { label: [browser ?? DeviceMessages.UNKNOWN_BROWSER, system].filter(Boolean).join(' · '), kind: kindOf(userAgent, system) };
}

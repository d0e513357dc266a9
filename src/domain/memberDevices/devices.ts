import { pad2, taipeiParts } from '../taipeiTime';
import type { DeviceKind } from './deviceLabel';

/** One sign-in of the member's account: a browser or the app, as the 登入裝置 page lists it. */
export interface SignedInDevice {
  id: number;
  label: string;
  kind: DeviceKind;
  /** The device this list is being read on. */
  current: boolean;
  signedInAt: number;
  lastUsedAt: number;
}

/** This device first, then the most recently used. */
export const orderDevices = (devices: readonly SignedInDevice[]): SignedInDevice[] =>
  [...devices].sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt - a.lastUsedAt || b.id - a.id);

/** Whether 登出其他所有裝置 has anything to end. */
export const hasOtherDevices = (devices: readonly SignedInDevice[]): boolean => devices.some((d) => !d.current);

/** 2026/11/25 14:05 in Asia/Taipei, the same characters on the server and in the browser. */
export function deviceTime(epochMs: number): string {
  const t = taipeiParts(epochMs);
  return `${t.year}/${pad2(t.month)}/${pad2(t.day)} ${pad2(t.hours)}:${pad2(t.minutes)}`;
}

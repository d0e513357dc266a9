import type { InMemorySignedInDevices } from '../../../src/infrastructure/memory/InMemorySignedInDevices';

export const USER_AGENTS = {
  macChrome: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  iPhoneApp: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 JiutuanApp/6.12.0 (ios)',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  windowsEdge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
} as const;

export const AMY = 1;
export const BEN = 2;

/** Amy reads 登入裝置 on her Mac (this device); she is also signed in on her phone's app and on a Windows PC; Ben on his phone. */
export const DevicesMother = {
  amyOnThreeDevices(devices: InMemorySignedInDevices, now: number) {
    const laptop = devices.signIn(AMY, USER_AGENTS.macChrome, now - 3 * 86_400_000, true);
    const phone = devices.signIn(AMY, USER_AGENTS.iPhoneApp, now - 86_400_000);
    const office = devices.signIn(AMY, USER_AGENTS.windowsEdge, now - 3_600_000);
    const bens = devices.signIn(BEN, USER_AGENTS.androidChrome, now - 60_000);
    return { laptop, phone, office, bens };
  },
};

import { describeDevice } from '../../../src/domain/memberDevices/deviceLabel';
import { deviceTime, hasOtherDevices, orderDevices, type SignedInDevice } from '../../../src/domain/memberDevices/devices';

describe('describeDevice', () => {
  it.each([
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36', 'Chrome · macOS', 'computer'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', 'Safari · macOS', 'computer'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0', 'Edge · Windows', 'computer'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0', 'Firefox · Windows', 'computer'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1', 'Safari · iOS', 'phone'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1', 'Chrome · iOS', 'phone'],
    ['Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1', 'Safari · iPadOS', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36', 'Chrome · Android', 'phone'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36', 'Samsung Internet · Android', 'phone'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.5.0', 'LINE 內建瀏覽器 · iOS', 'phone'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/460.0;]', 'Facebook 內建瀏覽器 · Android', 'phone'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 JiutuanApp/6.12.0 (ios)', '寶貝揪團 App · iOS', 'app'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36 JiutuanApp/6.12.0 (android)', '寶貝揪團 App · Android', 'app'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36', 'Chrome · ChromeOS', 'computer'],
    ['curl/8.4.0', '不明裝置', 'unknown'],
    ['', '不明裝置', 'unknown'],
  ])('reads %s as %s', (userAgent, label, kind) => {
    expect(describeDevice(userAgent)).toEqual({ label, kind });
  });
});

describe('the device list', () => {
  const device = (id: number, current: boolean, lastUsedAt: number): SignedInDevice => ({ id, label: `d${id}`, kind: 'computer', current, signedInAt: 0, lastUsedAt });

  it('puts this device first, then the most recently used', () => {
    expect(orderDevices([device(1, false, 10), device(2, true, 5), device(3, false, 30)]).map((d) => d.id)).toEqual([2, 3, 1]);
  });

  it('knows whether there is another device to sign out', () => {
    expect(hasOtherDevices([device(1, true, 0)])).toBe(false);
    expect(hasOtherDevices([device(1, true, 0), device(2, false, 0)])).toBe(true);
  });

  it('writes times in Taipei', () => {
    expect(deviceTime(Date.UTC(2026, 10, 24, 16, 5))).toBe('2026/11/25 00:05');
  });
});

import { traceFlags, utmSource } from '../../../src/domain/user/utmTrace';
import { isAppPlatform, isMobilePlatform, usesMobileLayout } from '../../../src/domain/user/platform';

describe('trace flags from the utm source (SPEC §3)', () => {
  it.each(['line', 'linegift', 'line_shopping', 'LINE'])('%p is a LINE shopping trace', (source) => {
    expect(traceFlags(`utm_source=${source}&utm_medium=cpc`)).toEqual({ isLineTrace: true, isShopbackTrace: false });
  });

  it('shopback is a cashback-partner trace', () => {
    expect(traceFlags('?utm_medium=affiliate&utm_source=shopback')).toEqual({ isLineTrace: false, isShopbackTrace: true });
  });

  it('other or missing sources are neither', () => {
    expect(traceFlags('utm_source=facebook')).toEqual({ isLineTrace: false, isShopbackTrace: false });
    expect(traceFlags(null)).toEqual({ isLineTrace: false, isShopbackTrace: false });
    expect(utmSource('utm_medium=cpc')).toBeNull();
  });
});

describe('platform readings (SPEC §3)', () => {
  it('mobile means the mobile web kinds', () => {
    expect(['mobile', 'ios.web', 'android.web', 'ios'].every((p) => isMobilePlatform(p as never))).toBe(true);
    expect(isMobilePlatform('desktop')).toBe(false);
    expect(isMobilePlatform('ios.app')).toBe(false);
  });

  it('from app means ios.app and android.app, which still use the mobile layout', () => {
    expect(isAppPlatform('ios.app') && isAppPlatform('android.app')).toBe(true);
    expect(isAppPlatform('ios.web')).toBe(false);
    expect(usesMobileLayout('android.app')).toBe(true);
    expect(usesMobileLayout('desktop')).toBe(false);
  });
});

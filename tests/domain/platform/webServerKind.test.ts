import { detectWebServerKind, isAppKind, isMobileKind, parseAppMarker } from '../../../src/domain/platform/webServerKind';

const UA = {
  chromeDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  pixel:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  windowsPhone: 'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 Edge/15.15063',
};

describe('detectWebServerKind', () => {
  it.each([
    ['a desktop Chrome', UA.chromeDesktop, 'desktop'],
    ['a Mac Safari', UA.macSafari, 'desktop'],
    ['an iPhone', UA.iphone, 'ios.web'],
    ['an Android phone', UA.pixel, 'android.web'],
    ['an Android tablet', UA.androidTablet, 'mobile'],
    ['an iPad', UA.ipad, 'mobile'],
    ['a Windows phone', UA.windowsPhone, 'mobile'],
    ['an empty user agent', '', 'desktop'],
  ])('reads %s', (_name, userAgent, kind) => {
    expect(detectWebServerKind(userAgent)).toBe(kind);
  });

  it('recognises the iOS app webview by its marker', () => {
    expect(detectWebServerKind(`${UA.iphone} JiutuanApp/6.12.0 (ios)`)).toBe('ios.app');
  });

  it('recognises the Android app webview by its marker', () => {
    expect(detectWebServerKind(`${UA.pixel} JiutuanApp/6.1.4 (android)`)).toBe('android.app');
  });
});

describe('parseAppMarker', () => {
  it('reads the operating system and the app version', () => {
    expect(parseAppMarker(`${UA.iphone} JiutuanApp/6.10.0 (iOS)`)).toEqual({ os: 'ios', version: '6.10.0' });
  });

  it('returns null for a plain browser', () => {
    expect(parseAppMarker(UA.pixel)).toBeNull();
  });

  it('ignores a marker without a version', () => {
    expect(parseAppMarker('Mozilla/5.0 JiutuanApp/ (ios)')).toBeNull();
  });
});

describe('kind groups', () => {
  it('counts the three mobile web kinds as mobile', () => {
    expect(['mobile', 'ios.web', 'android.web'].every((k) => isMobileKind(k as never))).toBe(true);
    expect(isMobileKind('desktop')).toBe(false);
    expect(isMobileKind('ios.app')).toBe(false);
  });

  it('counts the two app kinds as from the app', () => {
    expect(isAppKind('ios.app') && isAppKind('android.app')).toBe(true);
    expect(isAppKind('ios.web')).toBe(false);
  });
});

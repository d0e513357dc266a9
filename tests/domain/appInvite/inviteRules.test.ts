import { answerInvite, NEVER_ANSWERED, parseInviteState, shouldOpenInviteDialog, type InviteDialogContext } from '../../../src/domain/appInvite/inviteDialog';
import { recordVisit, VISIT_HISTORY_MAX_PATHS } from '../../../src/domain/appInvite/visitHistory';
import { shouldShowSmartBanner, smartBannerFor, type SmartBannerContext } from '../../../src/domain/appInvite/smartBanner';
import { appLink, APP_LINK_CONFIG, redirectAllowed, shouldRedirectToApp } from '../../../src/domain/appInvite/appRedirect';
import { popupLayers } from '../../../src/domain/shell/popup';

const NOW = Date.UTC(2026, 10, 1);
const THREE_DAYS = 259_200_000;
const invite = (over: Partial<InviteDialogContext> = {}): InviteDialogContext => ({
  platform: 'ios.web', inApp: false, routeName: 'item', routeOptsOut: false, visitCount: 2, state: NEVER_ANSWERED, now: NOW, ...over,
});

describe('the app-invite dialog (SPEC §4.6)', () => {
  it('opens for a mobile web shopper back on a product page who never answered', () => {
    for (const platform of ['ios.web', 'android.web', 'mobile'] as const) expect(shouldOpenInviteDialog(invite({ platform }))).toBe(true);
  });
  it('stays closed on desktop, in the app, on opted-out routes, other pages and first visits', () => {
    expect(shouldOpenInviteDialog(invite({ platform: 'desktop' }))).toBe(false);
    expect(shouldOpenInviteDialog(invite({ platform: 'android.app' }))).toBe(false);
    expect(shouldOpenInviteDialog(invite({ inApp: true }))).toBe(false);
    expect(shouldOpenInviteDialog(invite({ routeOptsOut: true }))).toBe(false);
    expect(shouldOpenInviteDialog(invite({ routeName: 'qaPage' }))).toBe(false);
    expect(shouldOpenInviteDialog(invite({ visitCount: 1 }))).toBe(false);
  });
  it('comes back only when the last answer is over 3 days old', () => {
    expect(shouldOpenInviteDialog(invite({ state: answerInvite(NOW - THREE_DAYS) }))).toBe(false);
    expect(shouldOpenInviteDialog(invite({ state: answerInvite(NOW - THREE_DAYS - 1) }))).toBe(true);
  });
  it('reads a stored answer and ignores garbage', () => {
    expect(parseInviteState(JSON.stringify(answerInvite(NOW)))).toEqual({ lastClickedAt: NOW, hasClicked: true });
    expect(parseInviteState('{oops')).toEqual(NEVER_ANSWERED);
    expect(parseInviteState(null)).toEqual(NEVER_ANSWERED);
  });
  it('counts visits per full path and keeps the newest paths only', () => {
    let history = recordVisit(recordVisit({}, '/market/1'), '/market/1');
    expect(history['/market/1']).toBe(2);
    for (let i = 0; i < VISIT_HISTORY_MAX_PATHS + 5; i++) history = recordVisit(history, `/p/${i}`);
    expect(Object.keys(history)).toHaveLength(VISIT_HISTORY_MAX_PATHS);
  });
});

const banner = (over: Partial<SmartBannerContext> = {}): SmartBannerContext => ({
  platform: 'android.web', inApp: false, signedIn: false, hasInstalledApp: null, closedAt: null, now: NOW, ...over,
});

describe('the smart banner (SPEC §4.6)', () => {
  it('shows on mobile web unless signed in with the app installed, or in the app', () => {
    expect(shouldShowSmartBanner(banner())).toBe(true);
    expect(shouldShowSmartBanner(banner({ signedIn: true, hasInstalledApp: false }))).toBe(true);
    expect(shouldShowSmartBanner(banner({ signedIn: false, hasInstalledApp: true }))).toBe(true);
    expect(shouldShowSmartBanner(banner({ signedIn: true, hasInstalledApp: true }))).toBe(false);
    expect(shouldShowSmartBanner(banner({ inApp: true }))).toBe(false);
    expect(shouldShowSmartBanner(banner({ platform: 'desktop' }))).toBe(false);
  });
  it('stays closed for 2 days after a close', () => {
    const twoDays = 2 * 86_400_000;
    expect(shouldShowSmartBanner(banner({ closedAt: NOW - twoDays + 1 }))).toBe(false);
    expect(shouldShowSmartBanner(banner({ closedAt: NOW - twoDays }))).toBe(true);
  });
  it('invites to follow discussions on Q&A paths and offers the coupon elsewhere, rated 1762, linking to /app', () => {
    expect(smartBannerFor('/qa/123')).toEqual({ title: '下載 App 追蹤討論再送 $ 100', actionText: '點我領券', link: '/app', ratingAmount: 1762 });
    expect(smartBannerFor('/market/1').title).toBe('首載 App 現領 $ 100 折價券');
    expect(smartBannerFor('/qaz').title).toBe('首載 App 現領 $ 100 折價券');
  });
});

describe('the iOS app redirect (SPEC §4.6)', () => {
  const safari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
  it('goes to the app from a social network or a messaging app on iOS only', () => {
    expect(shouldRedirectToApp('ios.web', safari, 'https://m.facebook.com/')).toBe(true);
    expect(shouldRedirectToApp('ios.web', `${safari} Line/13.1.0`, '')).toBe(true);
    expect(shouldRedirectToApp('ios.web', `${safari} Instagram 300.0`, '')).toBe(true);
    expect(shouldRedirectToApp('ios.web', `${safari} [FBAN/FBIOS;FBAV/400.0]`, '')).toBe(true);
    expect(shouldRedirectToApp('ios.web', safari, 'https://www.google.com/')).toBe(false);
    expect(shouldRedirectToApp('android.web', safari, 'https://m.facebook.com/')).toBe(false);
    expect(shouldRedirectToApp('ios.web', safari, 'https://notfacebook.com.evil.tw/')).toBe(false);
  });
  it('builds the dynamic link with the page, utm, device id and entrance send id', () => {
    const url = new URL(appLink({ origin: 'https://shop.tw', fullPath: '/market/7?utm_source=line', utm: { utm_source: 'line' }, deviceId: 'd1', entranceSendId: 'e1' }));
    expect(url.origin).toBe(APP_LINK_CONFIG.dynamicLinkHost);
    expect(url.searchParams.get('link')).toBe('https://shop.tw/market/7?utm_source=line&device_id=d1&entrance_send_id=e1');
    expect(url.searchParams.get('deeplink')).toBe('jiutuan://open/market/7?utm_source=line');
    expect(url.searchParams.get('utm_source')).toBe('line');
    expect(url.searchParams.get('device_id')).toBe('d1');
    expect(url.searchParams.get('entrance_send_id')).toBe('e1');
  });
  it('redirects at most once a day', () => {
    expect(redirectAllowed(null, NOW)).toBe(true);
    expect(redirectAllowed(NOW - 1000, NOW)).toBe(false);
  });
});

describe('popup layers (SPEC §9)', () => {
  it('start at 3000, a shadow under each popup', () => {
    expect(popupLayers(0)).toEqual({ shadow: 3000, popup: 3001 });
    expect(popupLayers(1)).toEqual({ shadow: 3002, popup: 3003 });
  });
});

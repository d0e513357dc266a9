import { AnswerAppInvite } from '../../../src/application/appInvite/AnswerAppInvite';
import { APP_INVITE_KEYS } from '../../../src/application/appInvite/AppInviteRecords';
import { OpenAppInvite, type AppInvitePage } from '../../../src/application/appInvite/OpenAppInvite';
import { PlanAppRedirect } from '../../../src/application/appInvite/PlanAppRedirect';
import { CloseSmartBanner, DecideSmartBanner } from '../../../src/application/appInvite/SmartBannerRules';
import { MemoryKeyValueStore } from '../../../src/infrastructure/storage/MemoryKeyValueStore';
import { givenShop } from '../shop';

const DAY = 86_400_000;
const product: AppInvitePage = { platform: 'android.web', inApp: false, routeName: 'item', routeOptsOut: false, fullPath: '/market/1' };

describe('the app-invite dialog over the key-value store (SPEC §4.6)', () => {
  it('opens on the second visit to a product page, and an answer keeps it closed for 3 days', () => {
    const { container, clock } = givenShop();
    const open = container.get(OpenAppInvite);
    expect(open.execute(product)).toBe(false);
    expect(open.execute(product)).toBe(true);
    container.get(AnswerAppInvite).execute();
    expect(JSON.parse(container.get(MemoryKeyValueStore).get(APP_INVITE_KEYS.invite) ?? '')).toEqual({ lastClickedAt: clock.now(), hasClicked: true });
    expect(open.execute(product)).toBe(false);
    clock.advance(3 * DAY + 1);
    expect(open.execute(product)).toBe(true);
  });
});

describe('the smart banner cooldown', () => {
  it('hides the banner for 2 days after a close', () => {
    const { container, clock } = givenShop();
    const visitor = { platform: 'ios.web' as const, inApp: false, signedIn: false, hasInstalledApp: null };
    const decide = container.get(DecideSmartBanner);
    expect(decide.execute(visitor)).toBe(true);
    container.get(CloseSmartBanner).execute();
    clock.advance(2 * DAY - 1);
    expect(decide.execute(visitor)).toBe(false);
    clock.advance(1);
    expect(decide.execute(visitor)).toBe(true);
  });
});

describe('PlanAppRedirect', () => {
  const visit = {
    platform: 'ios.web' as const, userAgent: 'Mozilla/5.0 (iPhone) Line/13.1.0', referrer: '', origin: 'https://shop.tw',
    fullPath: '/market/7?utm_source=line&utm_medium=social', freshDeviceId: 'device-1', entranceSendId: 'entrance-1',
  };
  it('sends an iOS LINE visit to the app link once, keeping the device id', () => {
    const { container, clock } = givenShop();
    const plan = container.get(PlanAppRedirect);
    const url = new URL(plan.execute(visit) ?? '');
    expect(url.searchParams.get('utm_medium')).toBe('social');
    expect(url.searchParams.get('device_id')).toBe('device-1');
    expect(url.searchParams.get('entrance_send_id')).toBe('entrance-1');
    expect(plan.execute({ ...visit, freshDeviceId: 'device-2' })).toBeNull();
    clock.advance(DAY);
    expect(new URL(plan.execute({ ...visit, freshDeviceId: 'device-2' }) ?? '').searchParams.get('device_id')).toBe('device-1');
  });
  it('lets a plain Safari visit stay', () => {
    expect(givenShop().container.get(PlanAppRedirect).execute({ ...visit, userAgent: 'Mozilla/5.0 (iPhone) Safari/604.1' })).toBeNull();
  });
});

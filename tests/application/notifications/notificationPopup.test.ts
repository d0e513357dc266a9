import 'reflect-metadata';
import type { Container } from 'inversify';
import { ChooseNotification } from '../../../src/application/notifications/ChooseNotification';
import { EntryNotificationSeed } from '../../../src/application/notifications/EntryNotificationSeed';
import { DismissNotification } from '../../../src/application/notifications/DismissNotification';
import { LoadProfileBadges } from '../../../src/application/notifications/LoadProfileBadges';
import { MarkProfileBadgeSeen } from '../../../src/application/notifications/MarkProfileBadgeSeen';
import { NotificationPopupStore } from '../../../src/application/notifications/NotificationPopupStore';
import { ShowNotification } from '../../../src/application/notifications/ShowNotification';
import { LoginDialogController } from '../../../src/application/shell/LoginDialogController';
import { ManualPageVisibility, RecordingDeveloperLog } from '../../../src/infrastructure/browser/DocumentPageVisibility';
import { FixedClock } from '../../../src/infrastructure/clock/FixedClock';
import { buildTestContainer } from '../../../src/infrastructure/di/buildTestContainer';
import { InMemoryNotificationGateway, InMemoryProfileBadges } from '../../../src/infrastructure/memory/InMemoryNotifications';
import { ManualScheduler } from '../../../src/infrastructure/timers/ManualScheduler';
import { NotificationMother } from './NotificationMother';

const SITE = 'https://jiutuan.example';

describe('the notification popup (SPEC §4.2)', () => {
  let c: Container;
  let shop: InMemoryNotificationGateway;
  const popup = () => c.get(NotificationPopupStore).state$.getValue();
  beforeEach(() => {
    c = buildTestContainer();
    shop = c.get(InMemoryNotificationGateway);
  });

  it('chooses the mission over a member\'s normal one, and normal ones on shopping pages only', async () => {
    shop.missions.set('ec', NotificationMother.mission());
    shop.normals = [NotificationMother.normal()];
    const choose = c.get(ChooseNotification);
    expect((await choose.execute({ pathname: '/', signedIn: true }))?.notificationType).toBe('mission');
    shop.missions.clear();
    expect((await choose.execute({ pathname: '/', signedIn: true }))?.title).toBe('訂單待付款');
    expect(await choose.execute({ pathname: '/', signedIn: false })).toBeNull();
    expect(await choose.execute({ pathname: '/qa/12', signedIn: true })).toBeNull();
    expect(await choose.execute({ pathname: '/member/orders', signedIn: true })).toBeNull();
  });

  it('takes the page server\'s answer for the first entry only, and only for the page it rendered', async () => {
    shop.missions.set('ec', NotificationMother.mission({ title: '店裡的任務' }));
    const choose = c.get(ChooseNotification);
    c.get(EntryNotificationSeed).seed({ pathname: '/', signedIn: false, notification: NotificationMother.mission({ title: '伺服器問過的任務' }) });
    expect((await choose.execute({ pathname: '/', signedIn: false }))?.title).toBe('伺服器問過的任務');
    expect((await choose.execute({ pathname: '/', signedIn: false }))?.title).toBe('店裡的任務');

    c.get(EntryNotificationSeed).seed({ pathname: '/', signedIn: false, notification: null });
    expect(await choose.execute({ pathname: '/', signedIn: false })).toBeNull();

    c.get(EntryNotificationSeed).seed({ pathname: '/', signedIn: false, notification: null });
    expect((await choose.execute({ pathname: '/mall/all', signedIn: false }))?.title).toBe('店裡的任務');
    c.get(EntryNotificationSeed).seed({ pathname: '/', signedIn: false, notification: null });
    expect((await choose.execute({ pathname: '/', signedIn: true }))?.title).toBe('店裡的任務');
  });

  it('only logs a failed fetch', async () => {
    shop.failing = true;
    expect(await c.get(ChooseNotification).execute({ pathname: '/', signedIn: true })).toBeNull();
    expect(c.get(RecordingDeveloperLog).lines).toEqual(['notification fetch failed', 'notification fetch failed']);
  });

  it('shows after its delay and closes when its timer has run for visible seconds only', async () => {
    shop.missions.set('ec', NotificationMother.mission({ delay: 2, timer: 5 }));
    await c.get(ShowNotification).execute({ pathname: '/', signedIn: false });
    const time = c.get(ManualScheduler);
    time.advance(1999);
    expect(popup()).toBeNull();
    time.advance(1);
    expect(popup()?.secondsLeft).toBe(5);
    time.advance(2000);
    expect(popup()?.secondsLeft).toBe(3);
    c.get(ManualPageVisibility).set(false);
    time.advance(60_000);
    expect(popup()?.secondsLeft).toBe(3);
    c.get(ManualPageVisibility).set(true);
    time.advance(3000);
    expect(popup()).toBeNull();
    expect(time.pendingCount()).toBe(0);
  });

  it('marks a normal one read when closed; a mission only for a member', async () => {
    shop.normals = [NotificationMother.normal()];
    await c.get(ShowNotification).execute({ pathname: '/', signedIn: true });
    c.get(ManualScheduler).advance(0);
    expect(await c.get(DismissNotification).execute({ how: 'close' })).toBeNull();
    expect(popup()).toBeNull();
    expect(shop.normalReads).toEqual([7]);
    shop.missions.set('ec', NotificationMother.mission());
    await c.get(ShowNotification).execute({ pathname: '/', signedIn: false });
    c.get(ManualScheduler).advance(0);
    await c.get(DismissNotification).execute({ how: 'close' });
    expect(shop.missionReads).toBe(0);
  });

  it('opens the login dialog for the sign-up link and hands back where other links go', async () => {
    shop.missions.set('ec', NotificationMother.mission());
    await c.get(ShowNotification).execute({ pathname: '/', signedIn: false });
    c.get(ManualScheduler).advance(0);
    expect(await c.get(DismissNotification).execute({ how: 'click', siteOrigin: SITE })).toEqual({ kind: 'sign-up', redirectTo: '/event-new-customer-gift' });
    expect(c.get(LoginDialogController).state$.getValue()).toMatchObject({ open: true, redirectTo: '/event-new-customer-gift' });
    shop.missions.set('ec', NotificationMother.mission({ link: 'https://apps.example/x' }));
    await c.get(ShowNotification).execute({ pathname: '/mall/baby', signedIn: false });
    c.get(ManualScheduler).advance(0);
    expect(await c.get(DismissNotification).execute({ how: 'click', siteOrigin: SITE })).toEqual({ kind: 'leave', url: 'https://apps.example/x' });
  });
});

describe('profile badges (SPEC §7)', () => {
  it('asks the shop at most every 30 seconds, and again once a kind is seen', async () => {
    const c = buildTestContainer();
    const shop = c.get(InMemoryProfileBadges);
    shop.highlighted.add('coupon');
    const load = c.get(LoadProfileBadges);
    expect((await load.execute()).total).toBe(1);
    c.get(FixedClock).advance(29_999);
    await load.execute();
    expect(shop.loads).toBe(1);
    c.get(FixedClock).advance(1);
    await load.execute();
    expect(shop.loads).toBe(2);
    expect(await c.get(MarkProfileBadgeSeen).execute('/member/coupon')).toBe(true);
    expect(await c.get(MarkProfileBadgeSeen).execute('/member/profile')).toBe(false);
    expect((await load.execute()).total).toBe(0);
    expect(shop.loads).toBe(3);
  });
});

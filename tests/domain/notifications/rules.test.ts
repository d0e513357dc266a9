import { allowsNormalNotification, notificationPageType } from '../../../src/domain/notifications/pageType';
import { badgeTypeOfPage, isHighlighted } from '../../../src/domain/notifications/profileBadges';
import { chooseNotification, isPopupHidden, linkAction, tickTimer } from '../../../src/domain/notifications/rules';
import { NotificationMother } from '../../application/notifications/NotificationMother';

const SITE = 'https://jiutuan.example';

describe('notification rules (SPEC §4.2)', () => {
  it.each([
    ['/', 'ec'], ['/mall/baby', 'ec'], ['/market/123', 'ec'], ['/groupbuy/12/有機棉', 'ec'], ['/market/category/7', 'ec'],
    ['/brand/3', 'ec'], ['/featured-products/hot', 'ec'], ['/groupbuy/search', 'ec'], ['/event/summer', 'ec'],
    ['/qa', 'qa'], ['/qa/123', 'qa'], ['/qa/categories/2', 'qa'], ['/guide/4', 'article'],
    ['/member/orders', null], ['/groupbuy/shoppingcart', null], ['/groupbuy/pay/v2/3', null], ['/articles/1001', null],
    ['/qa/post', null], ['/market/preview/3', null], ['/event2/x/preview', null], ['/about', null],
  ])('fetches on %s as %s', (path, type) => {
    expect(notificationPageType(path)).toBe(type);
  });

  it('keeps normal notifications to shopping pages', () => {
    expect(allowsNormalNotification('ec')).toBe(true);
    expect(allowsNormalNotification('qa')).toBe(false);
    expect(allowsNormalNotification('article')).toBe(false);
  });

  it('lets a mission win over a normal notification', () => {
    const mission = NotificationMother.mission();
    const normal = NotificationMother.normal();
    expect(chooseNotification(mission, normal)).toBe(mission);
    expect(chooseNotification(null, normal)).toBe(normal);
    expect(chooseNotification(null, null)).toBeNull();
  });

  it('sends the sign-up link to the login dialog, paths into the app, other sites away', () => {
    expect(linkAction('/signup?redirect=/event-new-customer-gift', SITE)).toEqual({ kind: 'sign-up', redirectTo: '/event-new-customer-gift' });
    expect(linkAction('/signup?redirect=//evil.example', SITE)).toEqual({ kind: 'sign-up', redirectTo: null });
    expect(linkAction('/member/coupon', SITE)).toEqual({ kind: 'navigate', path: '/member/coupon' });
    expect(linkAction(`${SITE}/qa?tab=1`, SITE)).toEqual({ kind: 'navigate', path: '/qa?tab=1' });
    expect(linkAction('https://apps.example/download', SITE)).toEqual({ kind: 'leave', url: 'https://apps.example/download' });
  });

  it('hides while typing or under 75% of the screen height', () => {
    expect(isPopupHidden({ editing: false, windowHeight: 800, screenHeight: 1000 })).toBe(false);
    expect(isPopupHidden({ editing: false, windowHeight: 750, screenHeight: 1000 })).toBe(false);
    expect(isPopupHidden({ editing: false, windowHeight: 749, screenHeight: 1000 })).toBe(true);
    expect(isPopupHidden({ editing: true, windowHeight: 1000, screenHeight: 1000 })).toBe(true);
  });

  it('counts a tick only while the tab is visible', () => {
    expect(tickTimer(5, true)).toBe(4);
    expect(tickTimer(5, false)).toBe(5);
    expect(tickTimer(0, true)).toBe(0);
  });
});

describe('profile badges (SPEC §7)', () => {
  it('maps member pages to their kind', () => {
    expect(badgeTypeOfPage('/member/coupon')).toBe('coupon');
    expect(badgeTypeOfPage('/member/order/unpaid')).toBe('payment_unpaid');
    expect(badgeTypeOfPage('/member/profile')).toBeNull();
    expect(isHighlighted({ badges: [{ type: 'cash', isHighlight: true }], total: 1 }, 'cash')).toBe(true);
    expect(isHighlighted(null, 'cash')).toBe(false);
  });
});

import type { AppNotification } from '../../../src/domain/notifications/notification';

/** Notifications as the shop hands them out. */
export const NotificationMother = {
  mission: (change: Partial<AppNotification> = {}): AppNotification => ({
    id: null, notificationType: 'mission', title: '新朋友見面禮', message: '加入會員立即領取新客禮包', link: '/signup?redirect=/event-new-customer-gift',
    style: 'gift', timer: null, delay: 0, ...change,
  }),
  normal: (change: Partial<AppNotification> = {}): AppNotification => ({
    id: 7, notificationType: 'normal', title: '訂單待付款', message: '您有一筆訂單尚未付款', link: '/member/order/unpaid', style: 'pink', timer: null, delay: 0, ...change,
  }),
};

import type { BubbleNotificationBody, MissionNotificationBody } from '../../../contract/notifications';
import type { AppNotification } from '../../domain/notifications/notification';

/** A mission notification as the popup shows it (it has no id: the shop knows which one it served). */
export const toMissionNotification = (body: MissionNotificationBody): AppNotification => ({
  id: null, notificationType: 'mission', title: body.title, message: body.message, link: body.link, style: body.style, timer: body.timer, delay: body.delay,
});

/** A bubble notification as the popup shows it: it shows at once. */
export const toBubbleNotification = (body: BubbleNotificationBody): AppNotification => ({
  id: body.id, notificationType: 'normal', title: body.title, message: body.message, link: body.link.path, style: body.style, timer: body.timer, delay: 0,
});

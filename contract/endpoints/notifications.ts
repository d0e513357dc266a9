import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { BubbleNotificationBody, MissionNotificationBody } from '../notifications';
import { BubbleReadRequest, MissionQuery } from '../notificationsRequests';

/** The notification popup (SPEC §4.2, §7): mission and bubble notifications with read state per member. */
export const NotificationEndpoints = {
  mission: endpoint({
    method: 'GET', path: '/v2/member/mission-notification', summary: '任務通知 (訪客看公開任務)', access: 'caller',
    query: MissionQuery, response: z.nullable(MissionNotificationBody),
  }),
  missionRead: endpoint({
    method: 'POST', path: '/v1/member/mission-notification', summary: '最近顯示的任務通知標為已讀', access: 'member', response: z.null(),
  }),
  bubble: endpoint({
    method: 'GET', path: '/v2/member/bubble-notification', summary: '會員最新一則未讀通知', access: 'member', response: z.nullable(BubbleNotificationBody),
  }),
  bubbleRead: endpoint({
    method: 'POST', path: '/v1/member/bubble-notification', summary: '通知標為已讀', access: 'member',
    body: BubbleReadRequest, response: z.null(), errors: [404],
  }),
};

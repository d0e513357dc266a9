import { MissionQuery } from '../../../contract/notificationsRequests';
import type { NotificationGateway } from '../../../src/application/notifications/ports';
import type { AppNotification, NotificationPageType } from '../../../src/domain/notifications/notification';
import { toBubbleNotification, toMissionNotification } from '../../../src/infrastructure/http/notificationMappers';
import type { AppContext } from '../../context';
import { identifyCaller, requireMember } from '../../http/authContext';
import { parseInput } from '../../http/validation';
import { nextBubble } from '../../services/notifications/bubbles';
import { currentMission } from '../../services/notifications/missions';
import type { ServiceCall } from './serviceCall';
import { visitorRequest, type VisitorCookies } from './visitorRequest';

/**
 * NotificationGateway on the page server, for one page request: which notification the page shows
 * (SPEC §4.2, asked on every page render) read in process, as GET /v2/member/mission-notification and
 * /v2/member/bubble-notification answer over the request's cookie jar; marking one read stays on the API.
 */
export class InProcessNotificationGateway implements NotificationGateway {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'now'>,
    private readonly call: ServiceCall,
    private readonly cookies: VisitorCookies,
    private readonly viaApi: NotificationGateway,
  ) {}

  mission(type: NotificationPageType): Promise<AppNotification | null> {
    return this.call(async () => {
      const query = parseInput(MissionQuery, { type });
      const caller = await identifyCaller(this.ctx, visitorRequest(this.cookies));
      const body = await currentMission(this.ctx.db, query.type, caller.member?.id ?? null, this.ctx.now());
      return body && toMissionNotification(body);
    });
  }

  normal(): Promise<AppNotification | null> {
    return this.call(async () => {
      const member = await requireMember(this.ctx, visitorRequest(this.cookies));
      const body = await nextBubble(this.ctx.db, member.id);
      return body && toBubbleNotification(body);
    });
  }

  markMissionRead = () => this.viaApi.markMissionRead();
  markNormalRead = (id: number) => this.viaApi.markNormalRead(id);
}

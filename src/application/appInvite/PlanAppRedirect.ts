import { inject, injectable } from '../injection';
import { appLink, redirectAllowed, shouldRedirectToApp, utmParams } from '../../domain/appInvite/appRedirect';
import type { Platform } from '../../domain/user/UserMeta';
import type { Clock } from '../auth/ports';
import { PORT_TOKENS } from '../tokens';
import { AppInviteRecords } from './AppInviteRecords';

export interface RedirectVisit {
  platform: Platform;
  userAgent: string;
  referrer: string;
  origin: string;
  /** Path and query of the page. */
  fullPath: string;
  /** Fresh random ids: one becomes the device id on first use, the other names this entrance. */
  freshDeviceId: string;
  entranceSendId: string;
}

/** The app link an iOS visit from a social network or a messaging app goes to, or null to stay (SPEC §4.6). */
@injectable()
export class PlanAppRedirect {
  constructor(
    @inject(AppInviteRecords) private readonly records: AppInviteRecords,
    @inject(PORT_TOKENS.Clock) private readonly clock: Clock,
  ) {}

  execute(visit: RedirectVisit): string | null {
    const now = this.clock.now();
    if (!shouldRedirectToApp(visit.platform, visit.userAgent, visit.referrer)) return null;
    if (!redirectAllowed(this.records.timeOf('redirectedAt'), now)) return null;
    this.records.saveTime('redirectedAt', now);
    const search = visit.fullPath.includes('?') ? visit.fullPath.slice(visit.fullPath.indexOf('?')) : '';
    return appLink({
      origin: visit.origin,
      fullPath: visit.fullPath,
      utm: utmParams(search),
      deviceId: this.records.deviceId(visit.freshDeviceId),
      entranceSendId: visit.entranceSendId,
    });
  }
}

import { inject, injectable } from '../injection';
import { shouldShowSmartBanner, type SmartBannerContext } from '../../domain/appInvite/smartBanner';
import type { Clock } from '../auth/ports';
import { PORT_TOKENS } from '../tokens';
import { AppInviteRecords } from './AppInviteRecords';

/** Whether the smart banner shows for this shopper now (SPEC §4.6). */
@injectable()
export class DecideSmartBanner {
  constructor(
    @inject(AppInviteRecords) private readonly records: AppInviteRecords,
    @inject(PORT_TOKENS.Clock) private readonly clock: Clock,
  ) {}

  execute(shopper: Omit<SmartBannerContext, 'closedAt' | 'now'>): boolean {
    return shouldShowSmartBanner({ ...shopper, closedAt: this.records.timeOf('bannerClosedAt'), now: this.clock.now() });
  }
}

/** Closing the banner starts its 2-day cooldown. */
@injectable()
export class CloseSmartBanner {
  constructor(
    @inject(AppInviteRecords) private readonly records: AppInviteRecords,
    @inject(PORT_TOKENS.Clock) private readonly clock: Clock,
  ) {}

  execute(): void {
    this.records.saveTime('bannerClosedAt', this.clock.now());
  }
}

import { inject, injectable } from '../injection';
import { engagementEvent, type Engagement } from '../../domain/tracking/engagementEvents';
import type { Clock } from '../auth/ports';
import { PORT_TOKENS } from '../tokens';
import type { Analytics } from './ports';
import { TRACKING_TOKENS } from './tokens';

/** A tab click, a customer-service click or a coupon-popup answer, for our collector (SPEC §7 analytics events). */
@injectable()
export class TrackEngagement {
  constructor(
    @inject(TRACKING_TOKENS.Analytics) private readonly analytics: Analytics,
    @inject(PORT_TOKENS.Clock) private readonly clock: Clock,
  ) {}

  execute(input: { engagement: Engagement; path: string }): void {
    this.analytics.track(engagementEvent(input.engagement, this.clock.now(), input.path));
  }
}

import { inject, injectable } from '../injection';
import { continueSession, pageViewEvents, type BrowsingSession } from '../../domain/tracking/analyticsEvents';
import type { Clock } from '../auth/ports';
import type { KeyValueStore } from '../shell/ports';
import { PORT_TOKENS } from '../tokens';
import type { Analytics } from './ports';
import { TRACKING_TOKENS } from './tokens';

const SESSION_KEY = 'browsing_session';

function readSession(raw: string | null): BrowsingSession | null {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<BrowsingSession> | null;
    return typeof value?.id === 'string' && typeof value.lastActiveAt === 'number' ? { id: value.id, lastActiveAt: value.lastActiveAt } : null;
  } catch {
    return null;
  }
}

/** A page was shown: page_view (and product_view on a group-buy), in the browsing session of SPEC §4.7. */
@injectable()
export class TrackPageView {
  constructor(
    @inject(TRACKING_TOKENS.Analytics) private readonly analytics: Analytics,
    @inject(PORT_TOKENS.KeyValueStore) private readonly store: KeyValueStore,
    @inject(PORT_TOKENS.Clock) private readonly clock: Clock,
  ) {}

  execute(input: { path: string }): string {
    const now = this.clock.now();
    const session = continueSession(readSession(this.store.get(SESSION_KEY)), now, now.toString(36));
    this.store.set(SESSION_KEY, JSON.stringify(session));
    for (const event of pageViewEvents(input.path, now, session.id)) this.analytics.track(event);
    return session.id;
  }
}

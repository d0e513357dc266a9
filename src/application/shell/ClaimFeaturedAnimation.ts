import { inject, injectable } from '../injection';
import { shouldPlayFeaturedAnimation } from '../../domain/shell/featuredAnimation';
import type { Clock } from '../auth/ports';
import { PORT_TOKENS } from '../tokens';
import type { KeyValueStore } from './ports';

export const FEATURED_ANIMATION_KEY = 'jiutuan.featuredAnimatedAt';

/** Whether the featured tab animates now; the first yes of a day records the time (SPEC §2.4). */
@injectable()
export class ClaimFeaturedAnimation {
  constructor(
    @inject(PORT_TOKENS.KeyValueStore) private readonly storage: KeyValueStore,
    @inject(PORT_TOKENS.Clock) private readonly clock: Clock,
  ) {}

  execute(): boolean {
    const now = this.clock.now();
    const stored = Number(this.storage.get(FEATURED_ANIMATION_KEY));
    const lastPlayedAt = Number.isFinite(stored) && stored > 0 ? stored : null;
    if (!shouldPlayFeaturedAnimation(lastPlayedAt, now)) return false;
    this.storage.set(FEATURED_ANIMATION_KEY, String(now));
    return true;
  }
}

import { inject, injectable } from '../injection';
import { blocksGesture, blocksSecondTap, type PageTouch } from '../../domain/pageBehaviour/pageBehaviour';
import type { Clock } from '../auth/ports';
import { PORT_TOKENS } from '../tokens';

export type TouchPhase = 'start' | 'end';

/**
 * SPEC §4.7 zoom prevention: says whether the page blocks a touch (the browser's default, its
 * zoom). A touch that starts with several fingers is a gesture; a tap ending within 300 ms of the
 * previous tap's end is the second tap of a double tap.
 */
@injectable()
export class GuardZoom {
  private lastTapEndedAt: number | null = null;

  constructor(@inject(PORT_TOKENS.Clock) private readonly clock: Clock) {}

  execute(input: PageTouch & { phase: TouchPhase }): 'block' | 'allow' {
    if (input.phase === 'start') return blocksGesture(input) ? 'block' : 'allow';
    const now = this.clock.now();
    const blocked = blocksSecondTap(input, this.lastTapEndedAt, now);
    this.lastTapEndedAt = now;
    return blocked ? 'block' : 'allow';
  }
}

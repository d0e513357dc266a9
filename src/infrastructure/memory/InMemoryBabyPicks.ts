import type { BabyPicksGateway } from '../../application/babyFit/ports';
import { NO_BABY_PICKS, type BabyPicks } from '../../domain/babyFit/babyPicks';

/** 適合寶寶 for tests: what the shop would answer, set by the test (no baby by default). */
export class InMemoryBabyPicks implements BabyPicksGateway {
  answer: BabyPicks = NO_BABY_PICKS;

  async picks(): Promise<BabyPicks> {
    return this.answer;
  }
}

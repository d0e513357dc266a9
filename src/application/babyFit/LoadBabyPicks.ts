import { inject, injectable } from '../injection';
import { NO_BABY_PICKS, type BabyPicks } from '../../domain/babyFit/babyPicks';
import type { BabyPicksGateway } from './ports';
import { BABY_FIT_TOKENS } from './tokens';

/**
 * Home's row for the member's baby. It is an extra on home, never its reason: a failure to read it
 * (the shop busy, a lapsed sign-in) shows home without the row rather than an error page.
 */
@injectable()
export class LoadBabyPicks {
  constructor(@inject(BABY_FIT_TOKENS.BabyPicksGateway) private readonly gateway: BabyPicksGateway) {}

  async execute(): Promise<BabyPicks> {
    try {
      return await this.gateway.picks();
    } catch {
      return NO_BABY_PICKS;
    }
  }
}

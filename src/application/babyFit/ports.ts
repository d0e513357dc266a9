import type { BabyPicks } from '../../domain/babyFit/babyPicks';

/** 適合寶寶 (GET /v1/member/baby-picks): a visitor or a member without a baby is answered with no baby. */
export interface BabyPicksGateway {
  picks(): Promise<BabyPicks>;
}

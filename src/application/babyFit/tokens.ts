import { token } from '../tokens';
import type { BabyPicksGateway } from './ports';

/** DI symbols of 適合寶寶's ports. */
export const BABY_FIT_TOKENS = {
  BabyPicksGateway: token<BabyPicksGateway>('BabyPicksGateway'),
} as const;

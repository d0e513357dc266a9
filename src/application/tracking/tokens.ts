import { token } from '../tokens';
import type { Analytics } from './ports';

/** DI symbols of the analytics ports. */
export const TRACKING_TOKENS = {
  Analytics: token<Analytics>('Analytics'),
} as const;

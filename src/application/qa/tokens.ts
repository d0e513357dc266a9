import { token } from '../tokens';
import type { QaGateway } from './ports';

/** DI symbols of the Q&A forum's ports. */
export const QA_TOKENS = {
  QaGateway: token<QaGateway>('QaGateway'),
} as const;

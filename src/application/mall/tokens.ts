import { token } from '../tokens';
import type { MallCatalog } from './ports';

/** DI symbols of the browse slice's ports. */
export const MALL_TOKENS = {
  MallCatalog: token<MallCatalog>('MallCatalog'),
} as const;

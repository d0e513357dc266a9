import { token } from '../tokens';
import type { CatalogPages } from './pagePorts';

/** DI symbols of the catalog pages' ports. */
export const CATALOG_PAGE_TOKENS = {
  CatalogPages: token<CatalogPages>('CatalogPages'),
} as const;

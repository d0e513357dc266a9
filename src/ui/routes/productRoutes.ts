import type { PageRoute } from './PageRoute';

/** Routes of the mall issue (SPEC §2.1), product slice. */
export const productRoutes: PageRoute[] = [];

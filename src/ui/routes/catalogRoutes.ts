import type { PageRoute } from './PageRoute';

/** Routes of the mall issue (SPEC §2.1), catalog slice. */
export const catalogRoutes: PageRoute[] = [];

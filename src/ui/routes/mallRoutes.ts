import type { PageRoute } from './PageRoute';

/** Routes of the mall issue (SPEC §2.1), mall slice. */
export const mallRoutes: PageRoute[] = [];

import type { PageRoute } from './PageRoute';

/** Member area routes (SPEC §2.1, issue 9): profile. */
export const memberProfileRoutes: PageRoute[] = [];

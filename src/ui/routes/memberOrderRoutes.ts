import type { PageRoute } from './PageRoute';

/** Member area routes (SPEC §2.1, issue 9): orders. */
export const memberOrderRoutes: PageRoute[] = [];

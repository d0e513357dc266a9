import { Event2View } from './Event2View';
import { eventBranchesRead } from './catalogQueries';
import { readRoute } from './readRoute';
import type { RouteData } from '../../routes/RouteData';

/** event2 (SPEC §2.1): the event grouped by branch. */
export default function Event2Page() {
  return <Event2View />;
}

export const route: RouteData = readRoute(async (context) => (await import('./catalogRouteMeta')).event2Meta(false)(context), eventBranchesRead);

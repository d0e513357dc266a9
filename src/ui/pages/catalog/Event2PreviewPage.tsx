import { Event2View } from './Event2View';
import { eventBranchesRead } from './catalogQueries';
import { readRoute } from './readRoute';
import type { RouteData } from '../../routes/RouteData';

/** event2-preview (SPEC §2.1): the event2 page with the 預覽模式 notice (the route sets noindex). */
export default function Event2PreviewPage() {
  return <Event2View preview />;
}

export const route: RouteData = readRoute(async (context) => (await import('./catalogRouteMeta')).event2Meta(true)(context), eventBranchesRead);

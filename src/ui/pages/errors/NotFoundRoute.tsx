import { NotFoundContent } from './NotFoundContent';
import type { RouteData } from '../../routes/RouteData';

/** Catch-all route: its loader answers 404, so this only renders if that ever changes. */
export default function NotFoundRoute() {
  return <NotFoundContent />;
}

/** No page to read: the 404 page, with the newest group-buys warmed. */
export const route: RouteData = { queries: () => null };

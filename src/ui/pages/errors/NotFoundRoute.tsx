import { NotFoundContent } from './NotFoundContent';

/** Catch-all route: its loader answers 404, so this only renders if that ever changes. */
export default function NotFoundRoute() {
  return <NotFoundContent />;
}

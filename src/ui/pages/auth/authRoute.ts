import { pageMeta } from '../../meta/PageMeta';
import type { RouteData } from '../../routes/RouteData';

/** An auth page's route: a title kept out of search engines, and the one-time act on its link if it has one. */
export const authRoute = (title: string, act?: RouteData['act']): RouteData => ({ meta: () => pageMeta({ title, robots: 'noindex' }), act });

import type { RouteObject } from 'react-router-dom';
import { LoadSession } from '../../application/auth/LoadSession';
import { GlobalLayout } from '../layouts/GlobalLayout';
import { RootErrorBoundary } from '../pages/errors/RootErrorBoundary';
import { PageErrorBoundary } from '../pages/errors/PageErrorBoundary';
import { throwAsRouteError } from './routeErrors';
import { campaignParams } from './campaignParams';
import type { PageRoute } from './PageRoute';
import { pageLoader } from './pageLoader';
import type { RouteHandle } from './RouteHandle';
import { lazyPage, pageRouteData, withMuiScope } from './lazyPage';
import { depsOf } from './routeContext';
import { AREAS, pageRouteId, type AreaId, type AreaParent } from './routeAreas';

/** The route lists a tree is built from, by area: all of them on the server, the first page's in the browser. */
export type AreaLists = Partial<Record<AreaId, PageRoute[]>>;

/** A declared page as a route: its handle (shell flags, guard, chunk, route data), lazy page and the one page loader. */
const toRoute = (area: AreaId) => ({ path, index, page, source, ...shell }: PageRoute, at: number): RouteObject => {
  const handle: RouteHandle = { ...shell, chunk: source, data: pageRouteData(page, shell.name) };
  return {
    id: pageRouteId(area, at),
    path,
    index: index as false | undefined,
    handle,
    lazy: shell.plain ? lazyPage(page) : withMuiScope(lazyPage(page)),
    loader: pageLoader(handle),
  };
};

/** The routes of one area, ready to hang under its parent (the tree below, or a patch in routeDiscovery.ts). */
export const areaRoutes = (area: AreaId, pages: PageRoute[]): RouteObject[] => pages.map(toRoute(area));

/** The children of one parent: the areas' routes in the order of AREAS. */
const childrenOf = (parent: AreaParent, lists: AreaLists): RouteObject[] =>
  (Object.keys(AREAS) as AreaId[]).filter((area) => AREAS[area].parent === parent && lists[area]).flatMap((area) => areaRoutes(area, lists[area]!));

/**
 * The route tree: the root (session, global layout, busy / 503 page), the pages' error boundary, the
 * mall and Q&A layouts, and the pages of the given areas. Built once per process (allRoutes.ts) or
 * tab (startApp.tsx); loaders find the request's container and query cache in the router context (routeContext.ts).
 */
export function routeTree(lists: AreaLists): RouteObject[] {
  return [
    {
      id: 'root',
      loader: async ({ request, context }) => {
        const { container } = depsOf(context);
        const utm = campaignParams(new URL(request.url));
        // Campaign attributes always reach the user-info call, even when the session is known.
        await container.get(LoadSession).execute(utm ? { campaign: utm } : {}).catch(throwAsRouteError);
        return null;
      },
      Component: GlobalLayout,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          id: 'pages',
          ErrorBoundary: PageErrorBoundary,
          children: [
            // The mall layout (SPEC §2.2) wraps every page of the three mall areas; its bar's branches are optional.
            {
              id: 'mall',
              loader: async ({ context }) => {
                const { container, queryClient } = depsOf(context);
                const { mallNavQuery } = await import('../pages/mall/mallNavQuery');
                await queryClient.prefetchQuery(mallNavQuery(container));
                return null;
              },
              // The layout's component loads with the pages under it (lazyPage: a failed chunk load reloads the page).
              lazy: lazyPage(() => import('../layouts/MallLayout').then((m) => ({ default: m.MallLayout }))),
              children: childrenOf('mall', lists),
            },
            // The Q&A layout (SPEC §2.5) wraps the forum pages with the category navigation bar.
            { id: 'qa', lazy: lazyPage(() => import('../layouts/QaLayout').then((m) => ({ default: m.QaLayout }))), children: childrenOf('qa', lists) },
            ...childrenOf('pages', lists),
          ],
        },
      ],
    },
  ];
}

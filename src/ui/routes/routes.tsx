import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { guardRoute } from '../../domain/auth/authGuard';
import type { AppDeps } from '../app/AppDeps';
import { LoadSession } from '../../application/auth/LoadSession';
import { RequireMember } from '../../application/shell/RequireMember';
import { GlobalLayout } from '../layouts/GlobalLayout';
import { MallLayout, mallLayoutLoader } from '../layouts/MallLayout';
import { QaLayout } from '../layouts/QaLayout';
import { RootErrorBoundary } from '../pages/errors/RootErrorBoundary';
import { PageErrorBoundary } from '../pages/errors/PageErrorBoundary';
import { throwAsRouteError } from './routeErrors';
import type { RouteHandle } from './RouteHandle';
import { campaignParams } from './campaignParams';
import { foundationRoutes } from './foundationRoutes';
import { qaRoutes } from './qaRoutes';
import { exploreRoutes } from './exploreRoutes';
import { mallRoutes } from './mallRoutes';
import { productRoutes } from './productRoutes';
import { catalogRoutes } from './catalogRoutes';
import type { PageRoute } from './PageRoute';

/** The one route table: every issue adds its pages to a list spread in here. */
export function createRoutes(deps: AppDeps, extraPages: PageRoute[] = []): RouteObject[] {
  const loadUser = () => deps.container.get(LoadSession).execute();
  const toRoute = (page: PageRoute): RouteObject => ({
    path: page.path,
    index: page.index as false | undefined,
    handle: page.handle,
    lazy: page.lazy,
    loader: withGuard(page.handle, deps, page.loader?.(deps)),
  });
  return [
    {
      id: 'root',
      loader: async ({ request }) => {
        const utm = campaignParams(new URL(request.url));
        // Campaign attributes always reach the user-info call, even when the cached meta is fresh.
        const load = utm ? deps.container.get(LoadSession).execute({ campaign: utm }) : loadUser();
        await load.catch(throwAsRouteError);
        return null;
      },
      Component: GlobalLayout,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          id: 'pages',
          ErrorBoundary: PageErrorBoundary,
          children: [
            ...extraPages.map(toRoute),
            // The mall layout (SPEC §2.2) wraps every page of the three mall slices.
            { id: 'mall', loader: mallLayoutLoader(deps), Component: MallLayout, children: [...mallRoutes, ...productRoutes, ...catalogRoutes].map(toRoute) },
            // The Q&A layout (SPEC §2.5) wraps the forum pages with the category navigation bar.
            { id: 'qa', Component: QaLayout, children: qaRoutes.map(toRoute) },
            ...exploreRoutes.map(toRoute),
            ...foundationRoutes.map(toRoute),
          ],
        },
      ],
    },
  ];
}

/**
 * Auth-guarded routes send a signed-out visitor to the route's target or home (SPEC §2.2);
 * RequireMember also offers the login dialog, which brings them back here once signed in.
 */
function withGuard(handle: RouteHandle, deps: AppDeps, loader?: LoaderFunction): LoaderFunction {
  return async (args) => {
    if (handle.auth) {
      await deps.container.get(LoadSession).execute().catch(throwAsRouteError);
      const member = deps.container.get(RequireMember).execute({ redirectTo: new URL(args.request.url).pathname });
      const decision = guardRoute({ requiresAuth: true, redirectTo: handle.auth.target }, member.ok);
      if (!decision.allowed) throw redirect(decision.redirectTo);
    }
    return loader ? loader(args) : null;
  };
}

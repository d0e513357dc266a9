import type { RouteObject } from 'react-router-dom';
import { LoadSession } from '../../application/auth/LoadSession';
import { GlobalLayout } from '../layouts/GlobalLayout';
import { MallLayout } from '../layouts/MallLayout';
import { QaLayout } from '../layouts/QaLayout';
import { mallNavQuery } from '../pages/mall/mallQueries';
import { RootErrorBoundary } from '../pages/errors/RootErrorBoundary';
import { PageErrorBoundary } from '../pages/errors/PageErrorBoundary';
import { throwAsRouteError } from './routeErrors';
import { campaignParams } from './campaignParams';
import { foundationRoutes } from './foundationRoutes';
import { qaRoutes } from './qaRoutes';
import { exploreRoutes } from './exploreRoutes';
import { mallRoutes } from './mallRoutes';
import { productRoutes } from './productRoutes';
import { catalogRoutes } from './catalogRoutes';
import { checkoutRoutes } from './checkoutRoutes';
import { memberProfileRoutes } from './memberProfileRoutes';
import { memberWalletRoutes } from './memberWalletRoutes';
import { memberOrderRoutes } from './memberOrderRoutes';
import type { PageRoute } from './PageRoute';
import { pageLoader } from './pageLoader';
import { withMuiScope } from './lazyPage';
import { depsOf } from './routeContext';

const toRoute = (page: PageRoute): RouteObject => ({
  path: page.path,
  index: page.index as false | undefined,
  handle: page.handle,
  lazy: page.handle.plain ? page.lazy : withMuiScope(page.lazy),
  loader: pageLoader(page.handle),
});

/**
 * The one route table, built once per process or tab: every issue adds its pages to a list spread
 * in here. Loaders find the request's container and query cache in the router context (routeContext.ts).
 */
export const routes: RouteObject[] = [
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
          // The mall layout (SPEC §2.2) wraps every page of the three mall slices; its bar's branches are optional.
          {
            id: 'mall',
            loader: async ({ context }) => {
              const { container, queryClient } = depsOf(context);
              await queryClient.prefetchQuery(mallNavQuery(container));
              return null;
            },
            Component: MallLayout,
            children: [...mallRoutes, ...productRoutes, ...catalogRoutes].map(toRoute),
          },
          // The Q&A layout (SPEC §2.5) wraps the forum pages with the category navigation bar.
          { id: 'qa', Component: QaLayout, children: qaRoutes.map(toRoute) },
          ...checkoutRoutes.map(toRoute),
          ...memberProfileRoutes.map(toRoute),
          ...memberWalletRoutes.map(toRoute),
          ...memberOrderRoutes.map(toRoute),
          ...exploreRoutes.map(toRoute),
          ...foundationRoutes.map(toRoute),
        ],
      },
    ],
  },
];

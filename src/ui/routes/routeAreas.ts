import type { PageRoute } from './PageRoute';

/** Where an area's pages hang in the tree (routes.tsx): under the mall or Q&A layout, or straight in the pages boundary. */
export type AreaParent = 'mall' | 'qa' | 'pages';

interface Area {
  parent: AreaParent;
  load: () => Promise<PageRoute[]>;
}

/**
 * The route lists, one per area, each loaded on its own: a first page brings only its area's list
 * (the page server names it in the boot state), and the others load on the first link pointed at or
 * followed elsewhere (routeDiscovery.ts). The page server and tests use them all at once (allRoutes.ts).
 */
export const AREAS = {
  mall: { parent: 'mall', load: () => import('./mallRoutes').then((m) => m.mallRoutes) },
  product: { parent: 'mall', load: () => import('./productRoutes').then((m) => m.productRoutes) },
  cart: { parent: 'mall', load: () => import('./cartRoutes').then((m) => m.cartRoutes) },
  catalog: { parent: 'mall', load: () => import('./catalogRoutes').then((m) => m.catalogRoutes) },
  qa: { parent: 'qa', load: () => import('./qaRoutes').then((m) => m.qaRoutes) },
  checkout: { parent: 'pages', load: () => import('./checkoutRoutes').then((m) => m.checkoutRoutes) },
  memberProfile: { parent: 'pages', load: () => import('./memberProfileRoutes').then((m) => m.memberProfileRoutes) },
  memberWallet: { parent: 'pages', load: () => import('./memberWalletRoutes').then((m) => m.memberWalletRoutes) },
  memberDevice: { parent: 'pages', load: () => import('./memberDeviceRoutes').then((m) => m.memberDeviceRoutes) },
  memberOrder: { parent: 'pages', load: () => import('./memberOrderRoutes').then((m) => m.memberOrderRoutes) },
  explore: { parent: 'pages', load: () => import('./exploreRoutes').then((m) => m.exploreRoutes) },
  site: { parent: 'pages', load: () => import('./siteRoutes').then((m) => m.siteRoutes) },
  // Last: its `*` route is the 404 page, matched only when nothing else is.
  foundation: { parent: 'pages', load: () => import('./foundationRoutes').then((m) => m.foundationRoutes) },
} satisfies Record<string, Area>;

export type AreaId = keyof typeof AREAS;

/** Source of an area's route list (`<area>Routes.ts`), so the page server can preload its chunk with the page's. */
export const areaSource = (area: AreaId) => `src/ui/routes/${area}Routes.ts`;

export const AREA_IDS = Object.keys(AREAS) as AreaId[];

export const isAreaId = (value: unknown): value is AreaId => typeof value === 'string' && Object.hasOwn(AREAS, value);

/** A page route's id is its area and its place in the area's list, the same on the server and in the browser. */
export const pageRouteId = (area: AreaId, index: number) => `${area}.${index}`;

/** The area of a matched page route, from its id (layouts and the root have none). */
export const areaOfRouteId = (id: string): AreaId | null => {
  const area = id.split('.')[0];
  return id.includes('.') && isAreaId(area) ? area : null;
};

/** The layout routes whose component loads with their pages, by source for the page server's preload. */
export const LAYOUT_SOURCES: Partial<Record<AreaParent, string>> = {
  mall: 'src/ui/layouts/MallLayout.tsx',
  qa: 'src/ui/layouts/QaLayout.tsx',
};

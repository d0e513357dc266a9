import type { RouteObject } from 'react-router-dom';
import { reloadAfterChunkFailure } from '../app/chunkReload';
import { AREA_IDS, AREAS, type AreaId } from './routeAreas';
import { areaRoutes, routeTree, type AreaLists } from './routes';

/** Adds routes under a parent route id: react-router's `patch` (on navigation) or `router.patchRoutes`. */
type Patch = (parentId: string, children: RouteObject[]) => void;

async function loadLists(areas: AreaId[]): Promise<AreaLists> {
  try {
    const lists = await Promise.all(areas.map((area) => AREAS[area].load()));
    return Object.fromEntries(areas.map((area, i) => [area, lists[i]]));
  } catch (error) {
    reloadAfterChunkFailure(error);
    throw error;
  }
}

/** The browser's first tree: the first page's area only (the page server names it), with the same route ids as the server's. */
export async function firstRouteTree(area: AreaId | null): Promise<RouteObject[]> {
  return routeTree(area ? await loadLists([area]) : {});
}

let everyArea: Promise<AreaLists> | null = null;
let patched = false;

/**
 * Every area's routes, patched into the tree: on a navigation to a path the tree does not know
 * (react-router's `patchRoutesOnNavigation`) and before a link's prefetch, once per tab. Routes already
 * there keep their place (react-router skips a route whose id it has).
 */
export async function discoverEveryArea(patch: Patch): Promise<void> {
  if (patched) return;
  everyArea ??= loadLists(AREA_IDS).catch((error: unknown) => {
    everyArea = null;
    throw error;
  });
  const lists = await everyArea;
  if (patched) return;
  for (const area of AREA_IDS) patch(AREAS[area].parent, areaRoutes(area, lists[area]!));
  patched = true;
}

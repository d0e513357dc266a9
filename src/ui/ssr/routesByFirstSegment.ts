import type { RouteObject } from 'react-router-dom';

/** Of a page's URL path, the first segment as the route table compares it (react-router matches case-insensitively), or null when it must be left to the whole table. */
export function firstSegment(pathname: string): string | null {
  const segment = pathname.split('/')[1] ?? '';
  return /^[\w-]*$/.test(segment) ? segment.toLowerCase() : null;
}

/** A route path's first segment: a static one (lower case), '' for an index route, or null when it could match any (a parameter or `*`). */
function routeFirstSegment(route: RouteObject): string | null {
  if (route.index) return '';
  const segment = (route.path ?? '').replace(/^\//, '').split('/')[0];
  return segment.startsWith(':') || segment.startsWith('*') ? null : segment.toLowerCase();
}

/**
 * The route tree cut to the routes a URL whose first segment is `segment` can match: every layout,
 * the pages whose path starts with that segment (the index page for ''), and the pages that start with
 * a parameter or `*`. Its best match is the whole table's (a static segment matches only itself), and
 * the kept routes keep their ids, so the browser hydrates the same matches.
 */
export function routesForSegment(tree: RouteObject[], segment: string): RouteObject[] {
  return tree.flatMap((route): RouteObject[] => {
    if (route.children) return [{ ...route, children: routesForSegment(route.children, segment) } as RouteObject];
    if (route.path === undefined && !route.index) return [route];
    const first = routeFirstSegment(route);
    return first === null || first === segment ? [route] : [];
  });
}

/** The first segments the tree's pages start with. */
export function staticFirstSegments(tree: RouteObject[]): Set<string> {
  const found = new Set<string>();
  const walk = (routes: RouteObject[]) => routes.forEach((route) => {
    if (route.children) walk(route.children);
    else if (route.path !== undefined || route.index) {
      const first = routeFirstSegment(route);
      if (first !== null) found.add(first);
    }
  });
  walk(tree);
  return found;
}

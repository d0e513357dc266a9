import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';
import type { AppDeps } from '../app/AppDeps';
import type { RouteHandle } from '../routes/RouteHandle';
import { organizationJsonLd, pageMeta, type PageMeta } from '../meta/PageMeta';
import { errorPageCopy } from '../pages/errors/errorCopy';
import { MUI_SCOPE_CHUNK } from '../routes/lazyPage';
import { deepestRouteMeta } from '../routes/RouteData';
import { AREAS, LAYOUT_SOURCES, areaSource, areaOfRouteId, type AreaId } from '../routes/routeAreas';

/** The app's start, which the browser's entry imports once React is evaluated (entry-client.tsx). */
const START_APP_CHUNK = 'src/ui/ssr/startApp.tsx';

/** The area of the page a request matched (its list is the browser's first route table), if any. */
export const areaOfContext = (context: StaticHandlerContext): AreaId | null =>
  context.matches.map((match) => areaOfRouteId(match.route.id)).find(Boolean) ?? null;

/** The meta of the deepest matched page, or of the error page when a loader failed, and the chunks to preload. */
export async function metaForContext(context: StaticHandlerContext, deps: AppDeps, url: URL): Promise<{ meta: PageMeta; chunks: string[] }> {
  const handles = context.matches.map((match) => match.route.handle as RouteHandle | undefined);
  const chunks = handles.map((handle) => handle?.chunk).filter((chunk): chunk is string => Boolean(chunk));
  if (handles.some((handle) => handle?.chunk && !handle.plain)) chunks.push(MUI_SCOPE_CHUNK);
  // The page's area list and its layout load before the page can hydrate: preloaded beside it.
  const area = areaOfContext(context);
  const layout = area && LAYOUT_SOURCES[AREAS[area].parent];
  if (area) chunks.push(areaSource(area));
  if (layout) chunks.push(layout);
  // What the entry imports once React is evaluated (entry-client.tsx): preloaded, not discovered then.
  chunks.push(START_APP_CHUNK);
  if (context.errors) {
    const error = Object.values(context.errors)[0];
    const status = isRouteErrorResponse(error) ? error.status : context.statusCode;
    const copy = errorPageCopy(status);
    return { meta: pageMeta({ title: copy.documentTitle, robots: 'noindex', jsonLd: [] }), chunks };
  }
  const meta = await deepestRouteMeta(context.matches.map((match) => ({ handle: match.route.handle, params: match.params })), deps.queryClient, url);
  return { meta: { ...meta, jsonLd: [organizationJsonLd(deps.origin), ...meta.jsonLd] }, chunks };
}

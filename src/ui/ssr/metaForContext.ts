import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';
import type { AppDeps } from '../app/AppDeps';
import type { RouteHandle } from '../routes/RouteHandle';
import { organizationJsonLd, pageMeta, type PageMeta } from '../meta/PageMeta';
import { errorPageCopy } from '../pages/errors/errorCopy';
import { MUI_SCOPE_CHUNK } from '../routes/lazyPage';

/**
 * The meta of the deepest matched page, or of the error page when a loader failed, and the chunks
 * to preload. The page's loader has loaded its route data already: awaiting it again costs nothing.
 */
export async function metaForContext(context: StaticHandlerContext, deps: AppDeps, url: URL): Promise<{ meta: PageMeta; chunks: string[] }> {
  const handles = context.matches.map((match) => match.route.handle as RouteHandle | undefined);
  const chunks = handles.map((handle) => handle?.chunk).filter((chunk): chunk is string => Boolean(chunk));
  if (handles.some((handle) => handle?.chunk && !handle.plain)) chunks.push(MUI_SCOPE_CHUNK);
  if (context.errors) {
    const error = Object.values(context.errors)[0];
    const status = isRouteErrorResponse(error) ? error.status : context.statusCode;
    const copy = errorPageCopy(status);
    return { meta: pageMeta({ title: copy.documentTitle, robots: 'noindex', jsonLd: [] }), chunks };
  }
  const deepest = [...context.matches].reverse().find((match) => (match.route.handle as RouteHandle | undefined)?.data);
  const data = await (deepest?.route.handle as RouteHandle | undefined)?.data?.();
  const meta = data?.meta ? data.meta({ queryClient: deps.queryClient, params: deepest!.params, url }) : pageMeta({});
  return { meta: { ...meta, jsonLd: [organizationJsonLd(deps.origin), ...meta.jsonLd] }, chunks };
}

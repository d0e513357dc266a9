import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';
import type { AppDeps } from '../app/AppDeps';
import type { RouteHandle } from '../routes/RouteHandle';
import { organizationJsonLd, pageMeta, type PageMeta } from '../meta/PageMeta';
import { errorPageCopy } from '../pages/errors/errorCopy';
import { MUI_SCOPE_CHUNK } from '../routes/lazyPage';
import { deepestRouteMeta } from '../routes/RouteData';

/** The meta of the deepest matched page, or of the error page when a loader failed, and the chunks to preload. */
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
  const meta = await deepestRouteMeta(context.matches.map((match) => ({ handle: match.route.handle, params: match.params })), deps.queryClient, url);
  return { meta: { ...meta, jsonLd: [organizationJsonLd(deps.origin), ...meta.jsonLd] }, chunks };
}

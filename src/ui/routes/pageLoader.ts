import { redirect, type LoaderFunction } from 'react-router-dom';
import { guardRoute } from '../../domain/auth/authGuard';
import type { AppDeps } from '../app/AppDeps';
import { statusForError } from '../app/errorStatus';
import { LoadSession } from '../../application/auth/LoadSession';
import { RequireMember } from '../../application/shell/RequireMember';
import { newestGroupBuysQuery } from '../app/queries';
import type { PageRoute } from './PageRoute';
import { depsOf } from './routeContext';
import type { RouteInput } from './RouteQuery';
import { throwAsRouteError, throwNotFound } from './routeErrors';

/** The 404 page, with the newest group-buys it shows already in the cache. */
async function notFound(deps: AppDeps): Promise<never> {
  await deps.queryClient.prefetchQuery(newestGroupBuysQuery(deps.container));
  throwNotFound();
}

/**
 * Auth-guarded routes send a signed-out visitor to the route's target or home (SPEC §2.2);
 * RequireMember also offers the login dialog, which brings them back here once signed in.
 */
async function guard(page: PageRoute, deps: AppDeps, request: Request): Promise<void> {
  if (!page.handle.auth) return;
  await deps.container.get(LoadSession).execute().catch(throwAsRouteError);
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  const member = deps.container.get(RequireMember).execute({ redirectTo: back });
  const decision = guardRoute({ requiresAuth: true, redirectTo: page.handle.auth.target }, member.ok);
  // A page load from the server cannot carry the dialog's state: `login` asks the browser to open it, coming back here.
  if (!decision.allowed) throw redirect(`${decision.redirectTo}${decision.redirectTo.includes('?') ? '&' : '?'}login=${encodeURIComponent(back)}`);
}

/** Warms the declared queries; invalid params or an API 404 are the 404 page, other failures the error pages. */
async function warm(page: PageRoute, deps: AppDeps, input: RouteInput): Promise<object | null> {
  const queries = page.queries ? page.queries(input) : [];
  if (queries === null) return notFound(deps);
  try {
    await Promise.all(queries.map((query) => query.warm(deps.queryClient)));
  } catch (error) {
    if (statusForError(error) === 404) return notFound(deps);
    throwAsRouteError(error);
  }
  if (!page.derive) return null;
  return page.derive(input, deps.queryClient) ?? notFound(deps);
}

/** The one loader every page gets: guard, then its declared queries, or its one-time act. */
export const pageLoader =
  (page: PageRoute): LoaderFunction =>
  async (args) => {
    const deps = depsOf(args.context);
    await guard(page, deps, args.request);
    if (page.act) return page.act(deps, args);
    const url = new URL(args.request.url);
    return warm(page, deps, { params: args.params, url, search: url.searchParams, container: deps.container });
  };

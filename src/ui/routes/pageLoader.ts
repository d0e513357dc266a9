import { redirect, type LoaderFunction } from 'react-router-dom';
import { guardRoute } from '../../domain/auth/authGuard';
import type { AppDeps } from '../app/AppDeps';
import { statusForError } from '../app/errorStatus';
import { LoadSession } from '../../application/auth/LoadSession';
import { RequireMember } from '../../application/shell/RequireMember';
import { newestGroupBuysQuery } from '../app/queries';
import type { RouteData } from './RouteData';
import type { RouteHandle } from './RouteHandle';
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
async function guard(handle: RouteHandle, deps: AppDeps, request: Request): Promise<void> {
  if (!handle.auth) return;
  await deps.container.get(LoadSession).execute().catch(throwAsRouteError);
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  const member = deps.container.get(RequireMember).execute({ redirectTo: back });
  const decision = guardRoute({ requiresAuth: true, redirectTo: handle.auth.target }, member.ok);
  // A page load from the server cannot carry the dialog's state: `login` asks the browser to open it, coming back here.
  if (!decision.allowed) throw redirect(`${decision.redirectTo}${decision.redirectTo.includes('?') ? '&' : '?'}login=${encodeURIComponent(back)}`);
}

/** Warms the declared queries; invalid params or an API 404 are the 404 page, other failures the error pages. */
async function warm(page: RouteData, deps: AppDeps, input: RouteInput): Promise<object | null> {
  const queries = page.queries ? page.queries(input) : [];
  if (queries === null) return notFound(deps);
  try {
    await Promise.all(queries.map((query) => query.warm(deps.queryClient)));
  } catch (error) {
    if (statusForError(error) === 404) return notFound(deps);
    throwAsRouteError(error);
  }
  if (!page.derive) return null;
  return (await page.derive(input, deps.queryClient)) ?? notFound(deps);
}

/** A route without data (a test's page, a plain page): no queries, no meta. */
const NO_DATA: RouteData = {};

/**
 * The one loader every page gets: guard, then its declared queries, or its one-time act. The
 * route's data module loads while the guard runs (and beside the page's chunk).
 */
export const pageLoader =
  (handle: RouteHandle): LoaderFunction =>
  async (args) => {
    const deps = depsOf(args.context);
    const [page] = await Promise.all([handle.data?.() ?? NO_DATA, guard(handle, deps, args.request)]);
    if (page.act) return page.act(deps, args);
    const url = new URL(args.request.url);
    return warm(page, deps, { params: args.params, url, search: url.searchParams, container: deps.container });
  };

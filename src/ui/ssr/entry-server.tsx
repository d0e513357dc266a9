import 'reflect-metadata';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate } from '@tanstack/react-query';
import type { AxiosAdapter } from 'axios';
import type { EndpointDispatch } from '../../../contract/endpoint';
import type { Container } from 'inversify';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandler } from 'react-router-dom';
import { buildContainer } from '../../infrastructure/di/buildContainer';
import { routes } from '../routes/allRoutes';
import { routerContext } from '../routes/routeContext';
import { firstSegment, routesForSegment, staticFirstSegments } from './routesByFirstSegment';
import { createQueryClient } from '../app/createQueryClient';
import { createEmotionCache } from '../app/emotionCache';
import { AppProviders } from '../app/AppProviders';
import type { AppDeps } from '../app/AppDeps';
import { renderHead, safeJson } from '../meta/renderHead';
import { areaOfContext, metaForContext } from './metaForContext';
import { collectSetCookies } from './collectSetCookies';
import { criticalStyles } from './criticalStyles';
import { lcpImagePreload } from './lcpImagePreload';
import { pageChunksAfterPaint } from './pageChunks';
import { SessionStore } from '../../application/shell/SessionStore';
import { ChooseNotification } from '../../application/notifications/ChooseNotification';
import type { SeededEntry } from '../../application/notifications/EntryNotificationSeed';

export { renderErrorPage, type ErrorPageRequest } from './errorPage';

export interface RenderRequest {
  /** Absolute URL of the page, as the visitor asked for it. */
  url: string;
  headers: Record<string, string | undefined>;
  /** CSP nonces of this response: scripts (hydration data, JSON-LD) and emotion's style tags. Each tag render() writes carries its own; nothing adds them later. */
  nonce: string;
  styleNonce: string;
  /** How the client's axios path reaches the API in process (the token refresh and the retry after it; the demo's faults). */
  transport: AxiosAdapter;
  /** The declared endpoints' handlers in process: the typed client calls them directly (no axios). */
  dispatch?: EndpointDispatch;
  /** Public origin for canonical links and JSON-LD. */
  origin: string;
  /** Web-server kind of SPEC §3, derived by the server from the user agent. */
  platform: string;
  /** The route's chunks as tags (production): their stylesheets, and their scripts' module preloads, with this response's nonces. */
  preloadFor?: (chunks: string[]) => { styles: string; scripts: string };
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string; setCookies: string[] }
  | { kind: 'page'; status: number; head: string; html: string; data: string; setCookies: string[] };

/** Built once per process: the route table's handler (lazy route modules resolve once per handler). */
const wholeTable = createStaticHandler(routes);
const startingSegments = staticFirstSegments(routes);
const handlers = new Map<string, StaticHandler>();

/**
 * The handler of the table cut to the routes the URL's first segment can match (routesByFirstSegment.ts):
 * matching and the static router's copy of the table cost a tenth of the whole one's. A segment no page
 * starts with gets the pages that start with a parameter (the 404 page); one that cannot be compared
 * as plain text, the whole table.
 */
function handlerFor(url: URL): StaticHandler {
  const first = firstSegment(url.pathname);
  if (first === null) return wholeTable;
  const segment = startingSegments.has(first) ? first : '\0';
  let handler = handlers.get(segment);
  if (!handler) handlers.set(segment, (handler = createStaticHandler(routesForSegment(routes, segment))));
  return handler;
}

/** Renders one page: runs the route loaders on a per-request container, then the React tree. */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const container = buildContainer({
    runtime: 'server',
    apiBaseUrl: '',
    transport: request.transport,
    dispatch: request.dispatch,
    platform: request.platform,
    cookieHeader: request.headers.cookie,
    userAgent: request.headers['user-agent'],
  });
  const deps: AppDeps = { container, queryClient: createQueryClient(), origin: request.origin };
  const url = new URL(request.url);
  const handler = handlerFor(url);
  const context = await handler.query(new Request(request.url, { headers: toHeaders(request.headers) }), { requestContext: routerContext(deps) });
  const setCookies = collectSetCookies(container);

  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/', setCookies };
  }

  // SPEC §4.2 asks on page entry: the server asks for this entry while the page renders, and the
  // browser's first entry takes the answer from the boot state (no gateway loads to ask again). An
  // error page (a failed or timed-out backend among them) leaves it to the browser.
  const entryNotification = context.statusCode < 400 ? notificationFor(container, url.pathname) : undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createEmotionCache(request.styleNonce);
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders deps={deps}>
        <StaticRouterProvider router={router} context={context} nonce={request.nonce} />
      </AppProviders>
    </CacheProvider>,
  );
  const styles = criticalStyles(cache, emotion, html);
  const { meta, chunks } = await metaForContext(context, deps, url);
  const tags = request.preloadFor?.(chunks);
  const head = [lcpImagePreload(html), renderHead(meta, request.origin, request.nonce), tags?.styles, tags && pageChunksAfterPaint(tags.scripts), styles].filter(Boolean).join('\n    ');
  const session = container.get(SessionStore).state$.getValue();
  const notification = await entryNotification;
  const state = { rq: dehydrate(deps.queryClient), boot: { platform: request.platform, origin: request.origin, area: areaOfContext(context), session, notification } };
  const data = `<script id="__APP_STATE__" type="application/json" nonce="${request.nonce}">${safeJson(state)}</script>`;
  return { kind: 'page', status: context.statusCode, head, html, data, setCookies };
}

async function notificationFor(container: Container, pathname: string): Promise<SeededEntry> {
  const signedIn = container.get(SessionStore).signedIn();
  return { pathname, signedIn, notification: await container.get(ChooseNotification).execute({ pathname, signedIn }) };
}

function toHeaders(headers: Record<string, string | undefined>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) result.set(name, value);
  return result;
}

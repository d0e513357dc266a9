import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { FirstPaintResolver } from '../../infrastructure/di/FirstPaintResolver';
import { browserAdapters } from '../../infrastructure/di/runtimeAdapters';
import type { ContainerOptions } from '../../infrastructure/di/ContainerOptions';
import { discoverEveryArea, firstRouteTree } from '../routes/routeDiscovery';
import { isAreaId } from '../routes/routeAreas';
import { routerContext } from '../routes/routeContext';
import { createQueryClient } from '../app/createQueryClient';
import { nextTask } from '../app/whenIdle';
import type { AppDeps } from '../app/AppDeps';
import { AppProviders } from '../app/AppProviders';
import { onChunkLoadError } from '../app/chunkReload';
import { ReloadAfterChunkError } from '../../application/shell/ReloadAfterChunkError';
import { SessionStore, type Session } from '../../application/shell/SessionStore';
import { SyncCartWithApp } from '../../application/appBridge/SyncCartWithApp';
import { EntryNotificationSeed, type SeededEntry } from '../../application/notifications/EntryNotificationSeed';

interface AppState { rq: DehydratedState; boot: { platform: string; origin: string; area: string | null; session: Session | null; notification?: SeededEntry } }

/** Lazy route modules of the first page must be loaded before hydration, or React would mismatch. */
async function loadLazyMatches(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches
      .filter((match) => typeof match.route.lazy === 'function')
      .map(async (match) => {
        const module = await (match.route.lazy as () => Promise<Partial<RouteObject>>)();
        Object.assign(match.route, { ...module, lazy: undefined });
      }),
  );
}

/**
 * The app's start once React's DOM renderer is evaluated (entry-client.tsx), in tasks of less than
 * 50 ms each on a slow phone (each `nextTask()` ends one): this area's modules, the boot state, the
 * route tree, the router, then hydration (itself in slices).
 */
export async function start() {
  await nextTask();
  const state = JSON.parse(document.getElementById('__APP_STATE__')?.textContent ?? '{}') as AppState;
  // Inversify, the bindings and axios load with the first call that needs a gateway, not before paint.
  const options: ContainerOptions = { runtime: 'browser', apiBaseUrl: '', platform: state.boot.platform };
  const adapters = browserAdapters();
  const container = new FirstPaintResolver(adapters, async () => {
    const { browserContainer } = await import('../../infrastructure/di/browserContainer');
    return (made) => browserContainer(options, adapters, made);
  });
  onChunkLoadError(() => container.get(ReloadAfterChunkError).execute());
  // The page server's session is the browser's too: seeded before hydration, so both render the same.
  if (state.boot.session) container.get(SessionStore).seed(state.boot.session);
  // The page server already asked which notification this page shows (SPEC §4.2): the first entry takes it.
  if (state.boot.notification) container.get(EntryNotificationSeed).seed(state.boot.notification);
  // Inside the app, its cart badge and cart hash follow the session's cart from here on (SPEC §7).
  container.get(SyncCartWithApp).execute();
  const queryClient = createQueryClient();
  hydrate(queryClient, state.rq);
  const patch = (parentId: string, children: RouteObject[]) => router.patchRoutes(parentId, children);
  const deps: AppDeps = { container, queryClient, origin: state.boot.origin, discoverRoutes: () => discoverEveryArea(patch) };
  // The first page's area only; the other areas' routes load when a link or navigation needs them.
  await nextTask();
  const routes = await firstRouteTree(isAreaId(state.boot.area) ? state.boot.area : null);
  await loadLazyMatches(routes);
  await nextTask();
  const router = createBrowserRouter(routes, {
    getContext: () => routerContext(deps),
    patchRoutesOnNavigation: ({ patch }) => discoverEveryArea(patch),
  });
  // A transition: hydration yields to the visitor's first taps instead of blocking the main thread.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <AppProviders deps={deps}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
}

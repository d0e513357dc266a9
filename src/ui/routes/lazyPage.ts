import { createElement, type ComponentType } from 'react';
import { reloadAfterChunkFailure } from '../app/chunkReload';
import type { PageModule } from './PageRoute';
import type { RouteData } from './RouteData';

/** A route's `lazy` for a page (or layout) module; a failed chunk load reloads the page (SPEC §8). */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => {
  try {
    const module = await load();
    return { Component: module.default };
  } catch (error) {
    reloadAfterChunkFailure(error);
    throw error;
  }
};

/** The route data a page module exports for one of its routes (a route's `handle.data`); a failed chunk load reloads the page. */
export const pageRouteData = (load: () => Promise<PageModule>, name: string) => (): Promise<RouteData> =>
  load().then(
    (module) => module.route ?? module.routes?.[name] ?? {},
    (error: unknown) => {
      reloadAfterChunkFailure(error);
      throw error;
    },
  );

/** A page not yet moved off MUI renders inside `MuiScope`, whose chunk (MUI, the theme) loads beside the page's. */
export const withMuiScope = (lazy: ReturnType<typeof lazyPage>) => async () => {
  const scopeChunk = import('../app/MuiScope').catch((error: unknown) => {
    reloadAfterChunkFailure(error);
    throw error;
  });
  const [page, { MuiScope }] = await Promise.all([lazy(), scopeChunk]);
  const Page = page.Component;
  return { Component: () => createElement(MuiScope, null, createElement(Page)) };
};

/** Source path of the MUI scope's chunk, preloaded with every page that is not plain. */
export const MUI_SCOPE_CHUNK = 'src/ui/app/MuiScope.tsx';

import { createElement, type ComponentType } from 'react';
import { reloadAfterChunkFailure } from '../app/chunkReload';

type PageModule = { default: ComponentType };

/** A route's `lazy` for a page (or layout) module; a failed chunk load reloads the page (SPEC §8). */
export const lazyPage = (load: () => Promise<PageModule>) => async () => {
  try {
    const module = await load();
    return { Component: module.default };
  } catch (error) {
    reloadAfterChunkFailure(error);
    throw error;
  }
};

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

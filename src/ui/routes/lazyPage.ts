import type { ComponentType } from 'react';
import { reloadAfterChunkFailure } from '../app/chunkReload';

type PageModule = { default: ComponentType };

/** A route's `lazy` for a page module; a failed chunk load reloads the page (SPEC §8). */
export const lazyPage = (load: () => Promise<PageModule>) => async () => {
  try {
    const module = await load();
    return { Component: module.default };
  } catch (error) {
    reloadAfterChunkFailure(error);
    throw error;
  }
};

import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from './whenIdle';

/** A part loaded after hydration; `preload()` fetches its code ahead, so a later mount shows it at once. */
export type LoadedAfterHydration<P> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * A part that shows nothing when the page paints (a popup that is due later): its code loads once
 * the page has hydrated, not with the first bundle (issue 12 part 5). The server and the hydrating
 * browser both render nothing for it, so they agree. A failed load leaves it out; a chunk a deploy
 * removed reloads the page through Vite's preload error (entry-client).
 */
export function afterHydration<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LoadedAfterHydration<P> {
  let loaded: Promise<ComponentType<P>> | undefined;
  // Once loaded, a part mounted later (a skeleton on navigation) renders in its first pass.
  let ready: ComponentType<P> | null = null;
  const preload = () => {
    loaded ??= load().then((module) => (ready = module.default));
    return loaded.catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  };
  function LoadedAfterHydration(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => ready);
    useEffect(() => {
      if (Component) return;
      let live = true;
      whenIdle().then(preload).then(
        (component) => {
          // A transition: showing it yields to the visitor's taps (and never finishes a hydration synchronously).
          if (live) startTransition(() => setComponent(() => component));
        },
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  }
  return Object.assign(LoadedAfterHydration, { preload });
}

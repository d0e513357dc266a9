import { useEffect, useState, type ComponentType } from 'react';

/**
 * A part that shows nothing when the page paints (a popup that is due later): its code loads once
 * the page has hydrated, not with the first bundle (issue 12 part 5). The server and the hydrating
 * browser both render nothing for it, so they agree. A failed load leaves it out; a chunk a deploy
 * removed reloads the page through Vite's preload error (entry-client).
 */
export function afterHydration<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let loaded: Promise<ComponentType<P>> | undefined;
  return function LoadedAfterHydration(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(null);
    useEffect(() => {
      let live = true;
      loaded ??= load().then((module) => module.default);
      loaded.then(
        (component) => live && setComponent(() => component),
        () => {
          loaded = undefined;
        },
      );
      return () => {
        live = false;
      };
    }, []);
    return Component ? <Component {...props} /> : null;
  };
}

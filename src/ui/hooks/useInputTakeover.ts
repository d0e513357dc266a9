import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';
import { whenIdle } from '../app/whenIdle';

/** What the plain form's input held when the richer one took over. */
export interface Carried {
  text: string;
  focused: boolean;
}

/**
 * A form that paints plain (it works without script: a GET form) and whose richer version (a search
 * box with suggestions) loads after the page has painted, then takes over what was typed in the
 * plain input and its focus. `load` must be a module constant.
 */
export function useInputTakeover<P>(load: () => Promise<ComponentType<P>>, enabled = true) {
  const plain = useRef<HTMLInputElement>(null);
  const [takeover, setTakeover] = useState<{ Component: ComponentType<P>; carried: Carried } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    whenIdle()
      .then(load)
      .then((Component) => {
        const input = plain.current;
        const carried = { text: input?.value ?? '', focused: input !== null && document.activeElement === input };
        // A transition, so the swap yields to the visitor's taps.
        if (live) startTransition(() => setTakeover({ Component, carried }));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [load, enabled]);
  return { plain, takeover };
}

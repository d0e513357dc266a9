import type { ConnectionHint } from '../../domain/pageBehaviour/pageBehaviour';

/** What the device says of its connection (navigator.connection); null when it says nothing. */
export interface ConnectionInfo {
  current(): ConnectionHint | null;
}

/** Where things sit against the visible part of the page (IntersectionObserver in the browser). */
export interface Viewport {
  /** Resolves once `target` comes within `marginPx` of the view; never, once `signal` aborts. */
  whenNear(target: object, marginPx: number, signal: AbortSignal): Promise<void>;
}

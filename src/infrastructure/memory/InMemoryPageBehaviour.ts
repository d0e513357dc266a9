import type { ConnectionInfo, Viewport } from '../../application/pageBehaviour/ports';
import type { ConnectionHint } from '../../domain/pageBehaviour/pageBehaviour';

/** A connection a test sets: null is a browser that tells nothing. */
export class InMemoryConnectionInfo implements ConnectionInfo {
  hint: ConnectionHint | null = null;

  current(): ConnectionHint | null {
    return this.hint;
  }
}

interface Watched {
  target: object;
  marginPx: number;
  resolve: () => void;
  signal: AbortSignal;
}

/** A page a test scrolls: each target sits at a distance below the view (0 or less: in view). */
export class InMemoryViewport implements Viewport {
  private readonly distances = new Map<object, number>();
  private watched: Watched[] = [];

  place(target: object, distanceBelowViewPx: number): void {
    this.distances.set(target, distanceBelowViewPx);
    this.settle();
  }

  scrollDown(px: number): void {
    for (const [target, distance] of this.distances) this.distances.set(target, distance - px);
    this.settle();
  }

  whenNear(target: object, marginPx: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      this.watched.push({ target, marginPx, resolve, signal });
      this.settle();
    });
  }

  private settle(): void {
    this.watched = this.watched.filter((w) => {
      if (w.signal.aborted) return false;
      const distance = this.distances.get(w.target);
      if (distance === undefined || distance > w.marginPx) return true;
      w.resolve();
      return false;
    });
  }
}

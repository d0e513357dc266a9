import type { DeveloperLog, PageVisibility } from '../../application/notifications/ports';

/** document.visibilityState; without a document (page server) the page counts as visible. */
export class DocumentPageVisibility implements PageVisibility {
  constructor(private readonly doc: Document | undefined = globalThis.document) {}

  isVisible(): boolean {
    return this.doc?.visibilityState !== 'hidden';
  }

  subscribe(listener: (visible: boolean) => void): () => void {
    const doc = this.doc;
    if (!doc) return () => {};
    const changed = () => listener(this.isVisible());
    doc.addEventListener('visibilitychange', changed);
    return () => doc.removeEventListener('visibilitychange', changed);
  }
}

/** A tab whose visibility tests set by hand. */
export class ManualPageVisibility implements PageVisibility {
  private visible = true;
  private listeners = new Set<(visible: boolean) => void>();

  isVisible(): boolean {
    return this.visible;
  }

  set(visible: boolean): void {
    this.visible = visible;
    for (const listener of this.listeners) listener(visible);
  }

  subscribe(listener: (visible: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** SPEC §8: a notification fetch failure is only logged to the console. */
export class ConsoleDeveloperLog implements DeveloperLog {
  warn(message: string, error: unknown): void {
    console.warn(`[notifications] ${message}`, error);
  }
}

/** Keeps what would have gone to the console, for tests. */
export class RecordingDeveloperLog implements DeveloperLog {
  readonly lines: string[] = [];

  warn(message: string): void {
    this.lines.push(message);
  }
}

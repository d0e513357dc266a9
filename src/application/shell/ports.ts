/** Reports unexpected failures (403, 502, AUTH_100023, …) to an error-reporting service. */
export interface ErrorReporter {
  report(error: unknown, context?: Record<string, unknown>): void;
}

/** Reloads the current page (browser) or asks the page server to render again. */
export interface PageReloader {
  reload(): void;
}

/** Small key-value storage (localStorage in the browser, memory elsewhere). */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Timers, behind a port so toasts and the progress bar can be tested without waiting. */
export interface Scheduler {
  /** Runs task once after ms; returns a cancel function. */
  after(ms: number, task: () => void): () => void;
  /** Runs task every ms; returns a cancel function. */
  every(ms: number, task: () => void): () => void;
}

/** Whether the device is online (SPEC §2.2: online or offline status is tracked). */
export interface NetworkStatus {
  isOnline(): boolean;
  /** Calls listener on every change; returns an unsubscribe function. */
  subscribe(listener: (online: boolean) => void): () => void;
}

/** Cookies the page server must send back with the page (token renewals, utm, sign-outs). */
export interface ResponseCookies {
  setCookieHeaders(): string[];
}

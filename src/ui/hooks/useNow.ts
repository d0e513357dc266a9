import { useSyncExternalStore } from 'react';

interface Ticker { now: number; subscribe(listener: () => void): () => void }

/** One shared timer per tick length, running only while someone watches it. */
function createTicker(tickMs: number): Ticker {
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | undefined;
  const ticker: Ticker = {
    now: Date.now(),
    subscribe(listener) {
      listeners.add(listener);
      const tick = () => {
        ticker.now = Date.now();
        listeners.forEach((l) => l());
      };
      if (!timer) timer = setInterval(tick, tickMs);
      tick();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) { clearInterval(timer); timer = undefined; }
      };
    },
  };
  return ticker;
}

const tickers = new Map<number, Ticker>();
const tickerOf = (tickMs: number): Ticker => tickers.get(tickMs) ?? tickers.set(tickMs, createTicker(tickMs)).get(tickMs)!;

/**
 * The current time for countdowns. The server render and the hydrating render both use `serverNow`
 * (a time the server sent, such as a query's dataUpdatedAt), so their HTML matches; the browser's
 * clock takes over right after hydration and ticks every `tickMs`.
 */
export function useNow(serverNow: number, tickMs?: number): number;
/** With no server time, null until hydrated: show what needs no clock (an absolute date) until then. */
export function useNow(serverNow: null, tickMs?: number): number | null;
export function useNow(serverNow: number | null, tickMs = 1000): number | null {
  const ticker = tickerOf(tickMs);
  return useSyncExternalStore(ticker.subscribe, () => ticker.now, () => serverNow);
}

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
export function useNow(serverNow: number, tickMs = 1000): number {
  const ticker = tickerOf(tickMs);
  return useSyncExternalStore(ticker.subscribe, () => ticker.now, () => serverNow);
}

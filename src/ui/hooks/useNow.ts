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

/**
 * What a component shows of the clock, `read(now)`: it re-renders when that changes, not at every tick (a
 * deal's phase changes twice in its life). The server render and the hydrating render read `serverNow`, so
 * a page whose phase is the same on the browser's clock is not rendered again once hydrated.
 */
export function useClockValue<T extends string | number | boolean | null>(serverNow: number, read: (now: number) => T, tickMs = 1000): T {
  const ticker = tickerOf(tickMs);
  return useSyncExternalStore(ticker.subscribe, () => read(ticker.now), () => read(serverNow));
}

import type { Clock } from '../../application/auth/ports';

/** A clock that moves only when told, for tests and specs. */
export class FixedClock implements Clock {
  constructor(private current: number = Date.UTC(2026, 10, 1, 2, 0, 0)) {}

  now(): number {
    return this.current;
  }

  set(ms: number): void {
    this.current = ms;
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

import type { Clock } from '../../application/auth/ports';

export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}

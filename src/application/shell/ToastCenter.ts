import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { TOAST_AUTO_CLOSE_MS } from '../../domain/constants';
import { PORT_TOKENS } from '../tokens';
import type { Scheduler } from './ports';

/** SPEC §3 "Toast". */
export interface Toast {
  id: number;
  text: string;
}

/** The toasts on screen; each clears itself after 3000 ms by default (SPEC §4.4). */
@injectable()
export class ToastCenter {
  readonly state$ = new BehaviorSubject<Toast[]>([]);
  private nextId = 1;

  constructor(@inject(PORT_TOKENS.Scheduler) private readonly scheduler: Scheduler) {}

  show(text: string, durationMs: number = TOAST_AUTO_CLOSE_MS): number {
    const toast = { id: this.nextId++, text };
    this.state$.next([...this.state$.getValue(), toast]);
    this.scheduler.after(durationMs, () => this.dismiss(toast.id));
    return toast.id;
  }

  dismiss(id: number): void {
    this.state$.next(this.state$.getValue().filter((toast) => toast.id !== id));
  }
}

import { inject, injectable } from '../injection';
import { BehaviorSubject } from 'rxjs';
import { TOAST_AUTO_CLOSE_MS } from '../../domain/constants';
import { PopupStack } from './PopupStack';

/** SPEC §3 "Toast". */
export interface Toast {
  id: number;
  text: string;
}

/** The toasts on screen, kept by the one PopupStack; each clears itself after 3000 ms by default (SPEC §4.4). */
@injectable()
export class ToastCenter {
  readonly state$ = new BehaviorSubject<Toast[]>([]);

  constructor(@inject(PopupStack) private readonly stack: PopupStack) {
    stack.state$.subscribe((entries) => {
      const toasts = entries.flatMap((entry) => (entry.kind === 'toast' ? [{ id: entry.id, text: entry.text }] : []));
      if (!sameToasts(toasts, this.state$.getValue())) this.state$.next(toasts);
    });
  }

  show(text: string, durationMs: number = TOAST_AUTO_CLOSE_MS): number {
    return this.stack.toast(text, durationMs);
  }

  dismiss(id: number): void {
    this.stack.clear(id);
  }
}

const sameToasts = (a: readonly Toast[], b: readonly Toast[]) => a.length === b.length && a.every((toast, i) => toast.id === b[i].id);

import { inject, injectable } from '../injection';
import { BehaviorSubject } from 'rxjs';
import { PROGRESS_TICK_MS } from '../../domain/constants';
import {
  failProgress,
  finishProgress,
  hiddenProgress,
  startProgress,
  stepProgress,
  type DeviceKind,
  type ProgressBarState,
} from '../../domain/shell/progressBar';
import { PORT_TOKENS } from '../tokens';
import type { Scheduler } from './ports';

/** How long a full (or red) bar stays visible before it hides, so the end can be seen. */
export const PROGRESS_HIDE_DELAY_MS = 300;

/** The navigation progress bar (SPEC §4.4): the router calls start, then finish or fail. */
@injectable()
export class NavigationProgress {
  readonly state$ = new BehaviorSubject<ProgressBarState>(hiddenProgress('desktop'));
  private cancelTick: () => void = () => {};
  private cancelHide: () => void = () => {};

  constructor(@inject(PORT_TOKENS.Scheduler) private readonly scheduler: Scheduler) {}

  start(device: DeviceKind): void {
    this.stopTimers();
    this.state$.next(startProgress(device));
    this.cancelTick = this.scheduler.every(PROGRESS_TICK_MS, () => this.tick());
  }

  finish(): void {
    this.end(finishProgress);
  }

  fail(): void {
    this.end(failProgress);
  }

  private tick(): void {
    const next = stepProgress(this.state$.getValue());
    if (next.running) this.state$.next(next);
    else this.end(() => next);
  }

  private end(transition: (state: ProgressBarState) => ProgressBarState): void {
    const current = this.state$.getValue();
    if (current.percent === null) return;
    this.stopTimers();
    this.state$.next(transition(current));
    this.cancelHide = this.scheduler.after(PROGRESS_HIDE_DELAY_MS, () =>
      this.state$.next({ ...this.state$.getValue(), percent: null }),
    );
  }

  private stopTimers(): void {
    this.cancelTick();
    this.cancelHide();
  }
}

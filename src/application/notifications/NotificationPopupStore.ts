import { inject, injectable } from '../injection';
import { BehaviorSubject } from 'rxjs';
import { NOTIFICATION_TICK_MS, type AppNotification } from '../../domain/notifications/notification';
import { tickTimer } from '../../domain/notifications/rules';
import type { Scheduler } from '../shell/ports';
import { PORT_TOKENS } from '../tokens';
import type { PageVisibility } from './ports';
import { NOTIFICATION_TOKENS } from './tokens';

export interface NotificationPopupState {
  notification: AppNotification;
  /** Seconds left on its timer (null = no timer). */
  secondsLeft: number | null;
}

/**
 * The one popup on screen (SPEC §4.2): shown after its delay; with a timer, one tick a second that
 * counts only while the tab is visible, then `onElapsed`. Null while nothing is showing.
 */
@injectable()
export class NotificationPopupStore {
  readonly state$ = new BehaviorSubject<NotificationPopupState | null>(null);
  private cancels: (() => void)[] = [];

  constructor(
    @inject(PORT_TOKENS.Scheduler) private readonly scheduler: Scheduler,
    @inject(NOTIFICATION_TOKENS.PageVisibility) private readonly visibility: PageVisibility,
  ) {}

  present(notification: AppNotification, onElapsed: () => void): void {
    this.clear();
    this.cancels.push(this.scheduler.after(Math.max(0, notification.delay) * 1000, () => {
      this.state$.next({ notification, secondsLeft: notification.timer });
      if (notification.timer !== null) this.cancels.push(this.scheduler.every(NOTIFICATION_TICK_MS, () => this.tick(onElapsed)));
    }));
  }

  current(): AppNotification | null {
    return this.state$.getValue()?.notification ?? null;
  }

  clear(): void {
    for (const cancel of this.cancels.splice(0)) cancel();
    if (this.state$.getValue() !== null) this.state$.next(null);
  }

  private tick(onElapsed: () => void): void {
    const state = this.state$.getValue();
    if (state?.secondsLeft == null) return;
    const secondsLeft = tickTimer(state.secondsLeft, this.visibility.isVisible());
    if (secondsLeft === state.secondsLeft) return;
    this.state$.next({ ...state, secondsLeft });
    if (secondsLeft === 0) onElapsed();
  }
}

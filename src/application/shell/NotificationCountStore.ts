import { injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';

/** Unread notifications, for the member tab's badge (SPEC §2.4). */
@injectable()
export class NotificationCountStore {
  readonly state$ = new BehaviorSubject<number>(0);

  set(count: number): void {
    this.state$.next(Math.max(0, Math.floor(count)));
  }
}

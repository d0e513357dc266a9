import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import type { UserMeta } from '../../domain/user/UserMeta';
import { CartCountStore } from './CartCountStore';
import { NotificationCountStore } from './NotificationCountStore';

/**
 * The current user meta; null until the first user-info call has answered (the layout shows
 * only page content until then, SPEC §2.2). The badge stores start from its counts.
 */
@injectable()
export class UserMetaStore {
  readonly state$ = new BehaviorSubject<UserMeta | null>(null);

  constructor(
    @inject(CartCountStore) private readonly cartCount: CartCountStore,
    @inject(NotificationCountStore) private readonly notificationCount: NotificationCountStore,
  ) {}

  set(meta: UserMeta): void {
    this.state$.next(meta);
    this.cartCount.set(meta.cartCount);
    this.notificationCount.set(meta.notificationCount);
  }
}

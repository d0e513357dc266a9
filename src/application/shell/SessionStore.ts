import { injectable } from '../injection';
import { BehaviorSubject } from 'rxjs';
import type { UserMeta } from '../../domain/user/UserMeta';

/**
 * The visitor's session as the shop shows it: who they are (the user meta, with its signed-in
 * flag) and the two badges (SPEC §2.4). The tokens themselves stay in their HttpOnly cookie
 * behind the TokenStore port; nothing here is secret, so the page server can hand it over.
 */
export interface Session {
  user: UserMeta;
  cartCount: number;
  notificationCount: number;
  /**
   * The cart's option ids once this tab has read them (an add to cart, the cart page, a change);
   * from then on the count is their number, written with them, so the two never disagree.
   */
  cartItemIds?: readonly number[];
}

const toCount = (count: number) => Math.max(0, Math.floor(count));

/**
 * The one owner of the session on the client: the page server resolves it (SPEC §4.1) and
 * writes it into the boot state, the browser seeds its store from there before hydrating, and
 * the sign-in, sign-out and cart use cases update it. It is the cart badge's one holder too: the
 * header, the bottom navigation and the app bridge read the count and the ids here, nowhere else.
 * null until the first resolution.
 */
@injectable()
export class SessionStore {
  readonly state$ = new BehaviorSubject<Session | null>(null);

  /** A freshly resolved user meta: identity and both badges start from its counts (the cart's ids are not known yet). */
  resolve(user: UserMeta): void {
    this.state$.next({ user, cartCount: toCount(user.cartCount), notificationCount: toCount(user.notificationCount) });
  }

  /** The page server's session, taken as it is (boot state). */
  seed(session: Session): void {
    this.state$.next(session);
  }

  /** The cart as the shop just answered it: its option ids, and the badge's count with them. */
  setCart(itemIds: readonly number[]): void {
    this.patch({ cartItemIds: [...itemIds], cartCount: itemIds.length });
  }

  setNotificationCount(count: number): void {
    this.patch({ notificationCount: toCount(count) });
  }

  signedIn(): boolean {
    return this.state$.getValue()?.user.signedIn ?? false;
  }

  private patch(change: Partial<Session>): void {
    const current = this.state$.getValue();
    if (current) this.state$.next({ ...current, ...change });
  }
}

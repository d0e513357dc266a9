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
}

const toCount = (count: number) => Math.max(0, Math.floor(count));

/**
 * The one owner of the session on the client: the page server resolves it (SPEC §4.1) and
 * writes it into the boot state, the browser seeds its store from there before hydrating, and
 * the sign-in, sign-out and cart use cases update it. null until the first resolution.
 */
@injectable()
export class SessionStore {
  readonly state$ = new BehaviorSubject<Session | null>(null);

  /** A freshly resolved user meta: identity and both badges start from its counts. */
  resolve(user: UserMeta): void {
    this.state$.next({ user, cartCount: toCount(user.cartCount), notificationCount: toCount(user.notificationCount) });
  }

  /** The page server's session, taken as it is (boot state). */
  seed(session: Session): void {
    this.state$.next(session);
  }

  setCartCount(count: number): void {
    this.patch({ cartCount: toCount(count) });
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

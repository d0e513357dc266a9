import { inject, injectable } from '../injection';
import { distinctUntilChanged, filter, map, skip } from 'rxjs';
import { cartHash } from '../../domain/appBridge/cartHash';
import { appMessage } from '../../domain/appBridge/messages';
import { SessionStore } from '../shell/SessionStore';
import type { AppBridge } from './ports';
import { APP_BRIDGE_TOKENS } from './tokens';

/**
 * Keeps the app's cart in step with the web's (SPEC §7): every new cart count (add to cart,
 * quantity change, removal, an order placed, sign-in) goes out as updateShoppingCartCount, and
 * every change of the cart's option ids as setShoppingCartHash. Started once per browser tab;
 * the count the page starts with is sent too, the hash only once the page knows the cart's lines.
 */
@injectable()
export class SyncCartWithApp {
  private started = false;

  constructor(
    @inject(APP_BRIDGE_TOKENS.AppBridge) private readonly bridge: AppBridge,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {}

  execute(): void {
    if (this.started || !this.bridge.inApp()) return;
    this.started = true;
    // Both from the session's one cart: the ids and the count of one change arrive together, the hash first.
    this.session.state$
      .pipe(map((session) => (session?.cartItemIds ? cartHash(session.cartItemIds) : null)), distinctUntilChanged(), skip(1), filter((hash): hash is string => hash !== null))
      .subscribe((hash) => this.bridge.send(appMessage('setShoppingCartHash', { hash })));
    this.session.state$
      .pipe(map((session) => session?.cartCount ?? null), filter((count): count is number => count !== null), distinctUntilChanged())
      .subscribe((count) => this.bridge.send(appMessage('updateShoppingCartCount', { count })));
  }
}

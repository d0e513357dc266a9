import { injectable } from '../injection';
import { BehaviorSubject } from 'rxjs';
import type { AdultConfirmation } from '../../domain/purchase/adultConfirmation';
import type { WishListBrief } from '../../domain/purchase/GroupBuyDetail';

/** SPEC §3 "Cart status": whether an add is on its way (the cart's ids and count are the session's, SessionStore). */
export interface CartStatus {
  addToCartPending: boolean;
}

@injectable()
export class CartStatusStore {
  readonly state$ = new BehaviorSubject<CartStatus>({ addToCartPending: false });

  update(change: Partial<CartStatus>): void {
    this.state$.next({ ...this.state$.getValue(), ...change });
  }
}

/** The signed-in member's wish list brief; null until loaded (or signed out). */
@injectable()
export class WishListStore {
  readonly state$ = new BehaviorSubject<WishListBrief | null>(null);

  set(brief: WishListBrief | null): void {
    this.state$.next(brief);
  }
}

/** The adult confirmation as last read from storage; `loaded` is false until storage has been read. */
export interface AdultConfirmationState {
  loaded: boolean;
  record: AdultConfirmation | null;
}

export const ADULT_CONFIRMATION_UNREAD: AdultConfirmationState = { loaded: false, record: null };

/**
 * It starts unread on the server and in the browser alike, so the first render (SSR and
 * hydration) masks adult content; the browser reads storage after hydration.
 */
@injectable()
export class AdultConfirmationStore {
  readonly state$ = new BehaviorSubject<AdultConfirmationState>(ADULT_CONFIRMATION_UNREAD);

  /** Only a different record notifies (every adult card reads storage when it mounts). */
  set(record: AdultConfirmation | null): void {
    const current = this.state$.getValue();
    if (current.loaded && current.record?.value === record?.value && current.record?.updatedAt === record?.updatedAt) return;
    this.state$.next({ loaded: true, record });
  }
}

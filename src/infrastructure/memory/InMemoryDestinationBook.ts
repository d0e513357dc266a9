import { MOBILE_PATTERN } from '../../domain/checkout/buyer';
import type { Destination, DestinationDraft } from '../../domain/checkout/checkoutView';
import type { DeliveryMethod, StoreChain } from '../../domain/checkout/delivery';
import { SAVED_DESTINATIONS_PER_KIND_MAX } from '../../domain/checkout/memberCaps';
import { CheckoutMessages } from '../../domain/checkout/messages';
import { checkHomeAddress, cleanRecipient } from '../../domain/checkout/taiwanAddress';
import { normalizeTaiwanMobile } from '../../domain/contact/taiwanMobile';
import { ApiError, NotFoundError, ParameterError } from '../../domain/errors/clientErrors';

/** A store of the chains' maps, as the shop's store list holds it. */
export interface MemoryStore { chain: StoreChain; storeId: string; name: string; city: string; district: string; address: string }

type Place = Omit<Destination, 'id' | 'isDefault'>;

/**
 * One member's saved home addresses and store pickups with the server's rules: the address and the
 * store are checked (a store must be on its chain's list), the first of a kind or one asked to be is
 * that kind's default, at most SAVED_DESTINATIONS_PER_KIND_MAX of a kind, another id is 404.
 */
export class InMemoryDestinationBook {
  readonly saved: Destination[] = [];
  readonly stores: MemoryStore[] = [];
  private lastId = 0;

  /** The default first, then the oldest, as the server lists them. */
  list(): Destination[] {
    return [...this.saved].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id).map((d) => ({ ...d }));
  }

  own(id: number): Destination | undefined {
    return this.saved.find((d) => d.id === id);
  }

  defaultOf(kind: DeliveryMethod): Destination | null {
    return this.list().find((d) => d.kind === kind) ?? null;
  }

  save(id: number | null, draft: DestinationDraft): Destination {
    if (id !== null && !this.own(id)) throw new NotFoundError();
    const place = this.check(draft);
    const others = this.saved.filter((d) => d.kind === draft.kind && d.id !== id);
    if (id === null && others.length >= SAVED_DESTINATIONS_PER_KIND_MAX) {
      const message = draft.kind === 'home' ? CheckoutMessages.HOME_ADDRESSES_FULL(SAVED_DESTINATIONS_PER_KIND_MAX) : CheckoutMessages.STORES_FULL(SAVED_DESTINATIONS_PER_KIND_MAX);
      throw new ApiError(409, 'DESTINATION_LIMIT', message);
    }
    const isDefault = draft.isDefault || others.length === 0;
    if (isDefault) for (const d of others) d.isDefault = false;
    const kept = id === null ? undefined : this.own(id)!;
    const saved: Destination = { ...place, id: kept?.id ?? this.nextId(), isDefault: isDefault || (kept?.isDefault ?? false) };
    if (kept) Object.assign(kept, saved);
    else this.saved.push(saved);
    return { ...saved };
  }

  remove(id: number): void {
    if (!this.own(id)) throw new NotFoundError();
    this.saved.splice(this.saved.findIndex((d) => d.id === id), 1);
  }

  private nextId(): number {
    this.lastId = Math.max(this.lastId, ...this.saved.map((d) => d.id)) + 1;
    return this.lastId;
  }

  private check(draft: DestinationDraft): Place {
    if (draft.kind === 'home') {
      const checked = checkHomeAddress(draft);
      if (!checked.ok) throw invalid(checked.error);
      const a = checked.value;
      return { kind: 'home', recipient: a.recipient, mobile: a.mobile, city: a.city, district: a.district, zip: a.zip, street: a.street, storeChain: null, storeId: null, storeName: null };
    }
    const store = this.stores.find((s) => s.chain === draft.storeChain && s.storeId === draft.storeId);
    const errors: Record<string, string> = {};
    const recipient = cleanRecipient(draft.recipient);
    if (recipient === '') errors.recipient = CheckoutMessages.BUYER_NAME;
    const mobile = normalizeTaiwanMobile(draft.mobile);
    if (!MOBILE_PATTERN.test(mobile)) errors.mobile = CheckoutMessages.BUYER_MOBILE;
    if (!store) errors.store_id = CheckoutMessages.STORE_UNKNOWN;
    if (!store || Object.keys(errors).length > 0) throw invalid(errors);
    return { kind: 'cvs', recipient, mobile, city: store.city, district: store.district, zip: '', street: store.address, storeChain: store.chain, storeId: store.storeId, storeName: store.name };
  }
}

/** The server's 400 for fields: one problem is its own sentence, several the general line. */
export function invalid(fields: Record<string, string>): ParameterError {
  const messages = Object.values(fields);
  return messages.length === 1 ? new ParameterError(fields, messages[0]) : new ParameterError(fields);
}

import type { Kysely } from 'kysely';
import { normalizeTaiwanMobile } from '../../../src/domain/contact/taiwanMobile';
import type { DeliveryMethod } from '../../../src/domain/checkout/delivery';
import { paymentChoices, type PaymentMethod } from '../../../src/domain/checkout/payments';
import type { Database, Member } from '../../db/schema';
import { findLatestOrderChoices } from '../../db/repositories/checkout/lastChoices';
import { findMemberProfile } from '../../db/repositories/memberProfile/profiles';
import { defaultDestination } from './destinations';

type Db = Kysely<Database>;

/** What a new checkout starts with, so a returning parent only taps 送出訂單. */
export interface RememberedChoices {
  buyer: { name: string; mobile: string; email: string };
  deliveryMethod: DeliveryMethod;
  destinationId: number | null;
  paymentMethod: PaymentMethod | null;
}

interface StoredBuyer { name?: unknown; mobile?: unknown; email?: unknown }
const textOr = (value: unknown, fallback: string): string => (typeof value === 'string' && value.trim() !== '' ? value : fallback);

/**
 * The buyer of the latest order (the name a parent types there is the one on the parcel, not the nickname),
 * else the profile: nickname, its mobile, the account's e-mail. The delivery of the latest order with the
 * member's default place of that kind, else whichever kind has a default (home first). The latest payment
 * method when it can be chosen for that delivery and the shop takes it.
 */
export async function rememberedChoices(db: Db, member: Member, offered: readonly PaymentMethod[]): Promise<RememberedChoices> {
  const latest = await findLatestOrderChoices(db, member.id);
  const profile = await findMemberProfile(db, member.id);
  const stored = latest ? (JSON.parse(latest.buyer) as StoredBuyer) : {};
  const buyer = {
    name: textOr(stored.name, member.nickname).slice(0, 30),
    mobile: normalizeTaiwanMobile(textOr(stored.mobile, profile?.mobile ?? '')),
    email: textOr(stored.email, member.email),
  };
  const { deliveryMethod, destinationId } = await rememberedDelivery(db, member.id, latest?.delivery_method);
  const method = latest?.payment_method as PaymentMethod | undefined;
  // The total is not known yet: a limit by amount is checked when the checkout is read and placed.
  const usable = method && paymentChoices(deliveryMethod, 0, offered).some((c) => c.method === method && c.disabledReason === null);
  return { buyer, deliveryMethod, destinationId, paymentMethod: usable ? method : null };
}

async function rememberedDelivery(db: Db, memberId: number, latest: string | undefined): Promise<{ deliveryMethod: DeliveryMethod; destinationId: number | null }> {
  const order: DeliveryMethod[] = latest === 'cvs' ? ['cvs', 'home'] : ['home', 'cvs'];
  for (const kind of order) {
    const id = await defaultDestination(db, memberId, kind);
    if (id !== null) return { deliveryMethod: kind, destinationId: id };
  }
  return { deliveryMethod: order[0], destinationId: null };
}

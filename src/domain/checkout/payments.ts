import type { DeliveryMethod } from './delivery';
import { CheckoutMessages } from './messages';

export type PaymentMethod = 'card' | 'atm' | 'aftee' | 'cvs_cod' | 'line_pay';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'atm', 'aftee', 'cvs_cod', 'line_pay'];

export const COD_LIMIT = 20_000;
export const AFTEE_LIMIT = 50_000;
/** ATM transfers must arrive within three days of the order. */
export const ATM_DEADLINE_MS = 3 * 24 * 60 * 60 * 1000;
/** A card or wallet payment left unfinished for a day gives its stock back (the order is cancelled). */
export const ONLINE_PAYMENT_DEADLINE_MS = 24 * 60 * 60 * 1000;

export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  card: CheckoutMessages.PAYMENT_CARD,
  atm: CheckoutMessages.PAYMENT_ATM,
  aftee: CheckoutMessages.PAYMENT_AFTEE,
  cvs_cod: CheckoutMessages.PAYMENT_CVS_COD,
  line_pay: CheckoutMessages.PAYMENT_LINE_PAY,
};

export interface PaymentChoice {
  method: PaymentMethod;
  label: string;
  /** Why it cannot be chosen for this order; null when it can. */
  disabledReason: string | null;
}

function reasonFor(method: PaymentMethod, delivery: DeliveryMethod | null, total: number, offered: readonly PaymentMethod[]): string | null {
  if (!offered.includes(method)) return CheckoutMessages.PAYMENT_NOT_OFFERED;
  if (method === 'cvs_cod' && delivery !== 'cvs') return CheckoutMessages.COD_NEEDS_STORE_PICKUP;
  if (method === 'cvs_cod' && total > COD_LIMIT) return CheckoutMessages.COD_OVER_LIMIT(COD_LIMIT);
  if (method === 'aftee' && total > AFTEE_LIMIT) return CheckoutMessages.AFTEE_OVER_LIMIT(AFTEE_LIMIT);
  return null;
}

/**
 * Every method, each with why it cannot be chosen for this order (null when it can). `offered` is what
 * the shop's payment gateway takes: a method it cannot take is listed disabled with the reason, never hidden.
 */
export function paymentChoices(delivery: DeliveryMethod | null, total: number, offered: readonly PaymentMethod[]): PaymentChoice[] {
  return PAYMENT_METHODS.map((method) => ({ method, label: PAYMENT_LABELS[method], disabledReason: reasonFor(method, delivery, total, offered) }));
}

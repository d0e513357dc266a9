import type { PaymentMethod } from '../../../src/domain/checkout/payments';
import type { GatewayRefundRow } from '../../db/repositories/admin/gatewayRefunds';
import type { PaymentGateway, RefundRequest } from '../payments/PaymentGateway';
import type { Actor } from './audit';

/**
 * The money-safety rule: a gateway refund is claimed in one short transaction (`gateway_refunds`, started),
 * called with no transaction open, and recorded in another. What the call answered decides the record.
 */
export type GatewayAnswer = { kind: 'refunded' } | { kind: 'refused'; note: string } | { kind: 'unknown' };

/**
 * A claim started this long ago and never settled is taken for one whose process died between the call and
 * its record. Far longer than a refund call can last (NewebPay: a query with backoff, then at most two 10 s calls),
 * so the recovery job never settles a claim whose call is still under way.
 */
export const GATEWAY_REFUND_STALE_MS = 5 * 60_000;

export type Claim = Pick<GatewayRefundRow, 'id' | 'order_id' | 'payment_id' | 'refund_id' | 'kind' | 'method' | 'amount' | 'staff_id' | 'ip' | 'reason' | 'number'>;

export const requestOf = (claim: Claim): RefundRequest =>
  ({ paymentId: claim.payment_id, method: claim.method as PaymentMethod, amount: claim.amount, orderNumber: claim.number });

export const actorOfClaim = (claim: Claim): Actor => ({ staffId: claim.staff_id, ip: claim.ip });

/** Asks the gateway whether the money is back; `unknown` when it cannot be asked (the claim then waits for the job). */
export async function askGateway(payments: PaymentGateway, request: RefundRequest, now: number, note: string): Promise<GatewayAnswer> {
  try {
    return (await payments.refundState(request, now)) === 'refunded' ? { kind: 'refunded' } : { kind: 'refused', note: note.slice(0, 500) };
  } catch {
    return { kind: 'unknown' };
  }
}

/**
 * The call itself. An error may come after the gateway gave the money back (a timeout, a lost answer),
 * so it is not taken as a refusal until the gateway, asked, says the money is still captured.
 */
export async function refundAtGateway(payments: PaymentGateway, request: RefundRequest, now: number): Promise<GatewayAnswer> {
  try {
    await payments.refund(request, now);
    return { kind: 'refunded' };
  } catch (error) {
    return askGateway(payments, request, now, error instanceof Error ? error.message : String(error));
  }
}

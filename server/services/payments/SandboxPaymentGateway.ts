import { ONLINE_PAYMENT_DEADLINE_MS, type PaymentMethod } from '../../../src/domain/checkout/payments';
import type { PaymentGateway, PaymentRequest, PaymentStart, RefundRequest, RefundState } from './PaymentGateway';

/**
 * Demo mode's stand-in for AFTEE (no real adapter yet): its approval page lives under /sandbox/wallet.
 * Card, ATM and LINE Pay go through NewebPay MPG (the local sandbox MPG in demo mode).
 */
export class SandboxPaymentGateway implements PaymentGateway {
  supports(method: PaymentMethod): boolean {
    return method === 'aftee' || method === 'cvs_cod';
  }

  start(request: PaymentRequest, now: number): PaymentStart {
    const base = { gateway: 'sandbox', bankCode: null, virtualAccount: null, deadline: null };
    if (request.method === 'aftee') return { ...base, deadline: now + ONLINE_PAYMENT_DEADLINE_MS, nextPath: `/sandbox/wallet/${request.paymentId}` };
    if (request.method === 'cvs_cod') return { ...base, gateway: 'cash_on_delivery', nextPath: null };
    throw new Error(`the sandbox does not take ${request.method}: it goes through NewebPay MPG`);
  }

  /** The sandbox's wallet gives every captured payment back at once; there is no money to move. */
  async refund(_request: RefundRequest): Promise<void> {}

  /** The sandbox keeps no refunds: a claim a crash left is given back to staff to approve again (a second sandbox refund moves nothing). */
  async refundState(_request: RefundRequest): Promise<RefundState> {
    return 'not-refunded';
  }
}

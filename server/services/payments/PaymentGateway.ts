import type { PaymentMethod } from '../../../src/domain/checkout/payments';

export interface PaymentRequest {
  paymentId: number;
  method: PaymentMethod;
  amount: number;
  orderNumber: string;
}

/** What the gateway answers when a payment starts: where the shopper goes next, or an account to transfer to. */
export interface PaymentStart {
  gateway: string;
  bankCode: string | null;
  virtualAccount: string | null;
  deadline: number | null;
  /** The page the browser opens next (card form, wallet approval); null when nothing is done online now. */
  nextPath: string | null;
}

/** The port to an acquirer or wallet: real adapters (NewebPay, AFTEE, LINE Pay) sit behind it; the sandbox stands in for all in demo mode. */
export interface PaymentGateway {
  start(request: PaymentRequest, now: number): PaymentStart;
}

/** No gateway is configured: orders that need online payment cannot be placed (main.ts refuses to start in production without one). */
export class NoPaymentGateway implements PaymentGateway {
  start(): PaymentStart {
    throw new Error('no payment gateway is configured');
  }
}

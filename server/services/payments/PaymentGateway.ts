import { PAYMENT_METHODS, type PaymentMethod } from '../../../src/domain/checkout/payments';

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

/** Money the gateway captured and must give back in full (a payment no order could take). */
export interface RefundRequest {
  paymentId: number;
  method: PaymentMethod;
  amount: number;
  orderNumber: string;
}

export type RefundState = 'refunded' | 'not-refunded';

/** A hosted payment page the browser is sent to by a form post (NewebPay MPG): the target and the fields to post. */
export interface HostedForm {
  url: string;
  fields: Record<string, string>;
}

/** Where the hosted page sends the shopper back to: the order's own page on this site. */
export interface HostedFormRequest extends PaymentRequest {
  returnPath: string;
}

/** The port to an acquirer or wallet: real adapters (NewebPay, AFTEE, LINE Pay) sit behind it; the sandbox stands in for all in demo mode. */
export interface PaymentGateway {
  /** Whether a real provider (or, in demo mode, its sandbox) stands behind the method; start() throws for the others. */
  supports(method: PaymentMethod): boolean;
  start(request: PaymentRequest, now: number): PaymentStart;
  /** Gives captured money back; idempotent per payment (a second call for a refunded payment succeeds). Throws when the gateway cannot be reached. */
  refund(request: RefundRequest, now: number): Promise<void>;
  /** Whether the payment's money is back (or on its way back), as the gateway knows it: how a refund cut short by a crash is settled. Throws when the gateway cannot be asked. */
  refundState(request: RefundRequest, now: number): Promise<RefundState>;
  /** The form that sends the shopper to the gateway's own payment page; absent for gateways without one. Signed anew each time (the gateway checks its TimeStamp). */
  hostedForm?(request: HostedFormRequest, now: number): HostedForm | null;
}

/** No gateway is configured: only cash on delivery works; anything online is a configuration fault, not a shopper's. */
export class NoPaymentGateway implements PaymentGateway {
  supports(method: PaymentMethod): boolean {
    return method === 'cvs_cod';
  }

  start(request: PaymentRequest): PaymentStart {
    if (request.method === 'cvs_cod') return { gateway: 'cash_on_delivery', bankCode: null, virtualAccount: null, deadline: null, nextPath: null };
    throw new Error(`no payment gateway is configured for ${request.method}`);
  }

  async refund(request: RefundRequest): Promise<void> {
    throw new Error(`no payment gateway is configured to refund payment ${request.paymentId}`);
  }

  async refundState(request: RefundRequest): Promise<RefundState> {
    throw new Error(`no payment gateway is configured to ask about payment ${request.paymentId}`);
  }
}

/** The methods the checkout offers: those the gateway takes (the others are listed disabled with the reason). */
export const offeredMethods = (gateway: PaymentGateway): PaymentMethod[] => PAYMENT_METHODS.filter((method) => gateway.supports(method));

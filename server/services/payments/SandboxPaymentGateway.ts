import { randomInt } from 'node:crypto';
import { ATM_DEADLINE_MS, ONLINE_PAYMENT_DEADLINE_MS } from '../../../src/domain/checkout/payments';
import type { PaymentGateway, PaymentRequest, PaymentStart, RefundRequest } from './PaymentGateway';

/** The sandbox's ATM bank (中國信託, 822): virtual accounts are 14 digits under it. */
export const SANDBOX_ATM_BANK = '822';

/** Demo mode's stand-in for the card acquirer, the ATM bank and the wallets; its pages live under /groupbuy/neweb_credit_form and /sandbox. */
export class SandboxPaymentGateway implements PaymentGateway {
  start(request: PaymentRequest, now: number): PaymentStart {
    const base = { gateway: 'sandbox', bankCode: null, virtualAccount: null, deadline: null };
    switch (request.method) {
      case 'card':
        return { ...base, deadline: now + ONLINE_PAYMENT_DEADLINE_MS, nextPath: `/groupbuy/neweb_credit_form/${request.paymentId}` };
      case 'atm':
        return { ...base, bankCode: SANDBOX_ATM_BANK, virtualAccount: virtualAccount(request.paymentId), deadline: now + ATM_DEADLINE_MS, nextPath: null };
      case 'aftee':
      case 'line_pay':
        return { ...base, deadline: now + ONLINE_PAYMENT_DEADLINE_MS, nextPath: `/sandbox/wallet/${request.paymentId}` };
      case 'cvs_cod':
        return { ...base, nextPath: null };
    }
  }

  /** The sandbox's acquirer gives every captured payment back at once; there is no money to move. */
  async refund(_request: RefundRequest): Promise<void> {}
}

/** 9 digits of the payment id keep accounts unique; 5 random digits keep them unguessable. */
function virtualAccount(paymentId: number): string {
  return `${String(paymentId).padStart(9, '0')}${String(randomInt(0, 100_000)).padStart(5, '0')}`;
}

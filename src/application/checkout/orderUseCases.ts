import { inject, injectable } from '../injection';
import type { CardResult, PlacedOrderInfo } from '../../domain/checkout/checkoutView';
import type { PaymentMethod } from '../../domain/checkout/payments';
import { attempt, type FormOutcome } from '../formOutcome';
import type { OrderGateway } from './ports';
import { CHECKOUT_TOKENS } from './tokens';

/** 重新付款: a new payment for an unpaid order, optionally by another method. */
@injectable()
export class RetryPayment {
  constructor(@inject(CHECKOUT_TOKENS.OrderGateway) private readonly orders: OrderGateway) {}

  async execute(input: { orderId: number; method: PaymentMethod | null }): Promise<FormOutcome<PlacedOrderInfo>> {
    return attempt(() => this.orders.retryPayment(input.orderId, input.method));
  }
}

/** Demo mode: the bank's transfer or the wallet's approval, pressed by the shopper. */
@injectable()
export class CompleteSandboxPayment {
  constructor(@inject(CHECKOUT_TOKENS.OrderGateway) private readonly orders: OrderGateway) {}

  async execute(input: { paymentId: number; method: PaymentMethod }): Promise<FormOutcome<CardResult>> {
    return attempt(() => this.orders.completeSandboxPayment(input.paymentId, input.method));
  }
}

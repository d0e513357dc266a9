import { inject, injectable } from '../injection';
import { MemberOrderMessages } from '../../domain/memberOrders/messages';
import { attempt, type FormOutcome } from '../formOutcome';
import type { MemberOrderGateway } from './ports';
import { MEMBER_ORDERS_TOKENS } from './tokens';

/** 取消訂單: only an unpaid order; the shop gives back its stock, coupon and credit. */
@injectable()
export class CancelOrder {
  constructor(@inject(MEMBER_ORDERS_TOKENS.MemberOrderGateway) private readonly orders: MemberOrderGateway) {}

  async execute(input: { orderId: number }): Promise<FormOutcome<{ orderId: number; message: string }>> {
    const outcome = await attempt(() => this.orders.cancel(input.orderId));
    return outcome.ok ? { ok: true, value: { orderId: input.orderId, message: MemberOrderMessages.ORDER_CANCELLED } } : outcome;
  }
}

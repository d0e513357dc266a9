import { inject, injectable } from '../injection';
import { MemberOrderMessages } from '../../domain/memberOrders/messages';
import { mergeWanted } from '../../domain/memberOrders/refundRules';
import { refundNoteProblem, type RefundDetail, type RefundRequest } from '../../domain/memberOrders/refunds';
import { attempt, formFailure, type FormOutcome } from '../formOutcome';
import type { RefundGateway } from './ports';
import { MEMBER_ORDERS_TOKENS } from './tokens';

/** 申請退款: the chosen lines (zero quantities dropped), a reason and where the money goes; the shop checks the 7-day window and quantities. */
@injectable()
export class RequestRefund {
  constructor(@inject(MEMBER_ORDERS_TOKENS.RefundGateway) private readonly refunds: RefundGateway) {}

  async execute(input: RefundRequest): Promise<FormOutcome<{ refund: RefundDetail; message: string }>> {
    const lines = mergeWanted(input.lines);
    if (lines.length === 0) return formFailure('REFUND_NO_LINES', MemberOrderMessages.REFUND_NO_LINES, { lines: MemberOrderMessages.REFUND_NO_LINES });
    const noteProblem = refundNoteProblem(input.reason, input.note);
    if (noteProblem) return formFailure('GEN_000400', noteProblem, { note: noteProblem });
    const outcome = await attempt(() => this.refunds.request({ ...input, lines, note: input.note.trim() }));
    return outcome.ok ? { ok: true, value: { refund: outcome.value, message: MemberOrderMessages.REFUND_REQUESTED } } : outcome;
  }
}

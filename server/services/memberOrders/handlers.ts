import { MemberOrdersEndpoints as E } from '../../../contract/endpoints/memberOrders';
import { MemberOrdersErrorCode } from '../../../contract/memberOrders';
import { ORDER_STATUS_LABELS } from '../../../src/domain/checkout/orderStatus';
import { MemberOrderMessages as M } from '../../../src/domain/memberOrders/messages';
import { parseOrderTab, parsePage } from '../../../src/domain/memberOrders/orderTabs';
import type { RefundProblem } from '../../../src/domain/memberOrders/refundRules';
import { refundNoteProblem } from '../../../src/domain/memberOrders/refunds';
import type { AppContext } from '../../context';
import { handle, ok, refuse, type Handling } from '../../api/handler';
import { HttpError, invalidInput, notFound } from '../../api/errors';
import { cancelMemberOrder } from './cancelOrder';
import { sendRefundMail, sendStatusMail } from './orderMail';
import { listOrders } from './orderList';
import { listRefunds, refundDetail } from './refundQueries';
import { requestRefund } from './requestRefund';

function refundRefusal(problem: RefundProblem): HttpError {
  switch (problem) {
    case 'not-refundable': return new HttpError(409, MemberOrdersErrorCode.REFUND_NOT_ALLOWED, M.REFUND_NOT_ALLOWED);
    case 'window-closed': return new HttpError(409, MemberOrdersErrorCode.REFUND_WINDOW_CLOSED, M.REFUND_WINDOW_CLOSED);
    case 'no-lines': return new HttpError(400, MemberOrdersErrorCode.REFUND_NO_LINES, M.REFUND_NO_LINES, { fields: { lines: M.REFUND_NO_LINES } });
    case 'unknown-line': return invalidInput({ lines: M.REFUND_UNKNOWN_LINE });
    case 'over-quantity': return new HttpError(409, MemberOrdersErrorCode.REFUND_OVER_QUANTITY, M.REFUND_OVER_QUANTITY, { fields: { lines: M.REFUND_OVER_QUANTITY } });
  }
}

/** 我的訂單, 取消訂單 and refunds: the member's own rows only (another member's id answers 404). */
export const memberOrderHandlers = (ctx: AppContext): Handling[] => [
  handle(E.orders, async ({ member }, { query }) => ok(await listOrders(ctx.db, member.id, parseOrderTab(query.type), parsePage(query.page)))),
  handle(E.cancel, async ({ member }, { query: { id } }) => {
    const outcome = await cancelMemberOrder(ctx.db, member.id, id, ctx.now());
    if (outcome === 'not-found') return refuse(notFound());
    if (outcome === 'not-cancellable') return refuse(new HttpError(409, MemberOrdersErrorCode.ORDER_NOT_CANCELLABLE, M.NOT_CANCELLABLE));
    await sendStatusMail(ctx.db, ctx.mailer, ctx.config.publicOrigin, id, 'cancelled');
    return ok({ order_id: id, status: 'cancelled', status_label: ORDER_STATUS_LABELS.cancelled });
  }),
  handle(E.requestRefund, async ({ member }, { body }) => {
    const noteProblem = refundNoteProblem(body.reason, body.note);
    if (noteProblem) return refuse(invalidInput({ note: noteProblem }));
    const outcome = await requestRefund(ctx.db, {
      memberId: member.id, orderId: body.order_id, lines: body.lines.map((l) => ({ optionId: l.option_id, quantity: l.quantity })),
      reason: body.reason, note: body.note, refundTo: body.refund_to, now: ctx.now(),
    });
    if (outcome.kind === 'not-found') return refuse(notFound());
    if (outcome.kind === 'refused') return refuse(refundRefusal(outcome.problem));
    await sendRefundMail(ctx.db, ctx.mailer, ctx.config.publicOrigin, { id: outcome.refundId, orderId: body.order_id, amount: outcome.amount, refundTo: body.refund_to, paid: false });
    return ok((await refundDetail(ctx.db, member.id, outcome.refundId))!);
  }),
  handle(E.refunds, async ({ member }) => ok({ refunds: await listRefunds(ctx.db, member.id) })),
  handle(E.refund, async ({ member }, { query: { id } }) => {
    const detail = await refundDetail(ctx.db, member.id, id);
    return detail ? ok(detail) : refuse(notFound());
  }),
];

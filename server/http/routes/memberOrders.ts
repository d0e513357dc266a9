import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CancelledOrderBody, OrderListBody, RefundDetailBody, RefundListBody } from '../../../contract/memberOrders';
import { MemberOrdersErrorCode } from '../../../contract/memberOrders';
import { IdQuery, OrderListQuery, RefundRequestBody } from '../../../contract/memberOrdersRequests';
import { ORDER_STATUS_LABELS } from '../../../src/domain/checkout/orderStatus';
import { MemberOrderMessages as M } from '../../../src/domain/memberOrders/messages';
import { parseOrderTab, parsePage } from '../../../src/domain/memberOrders/orderTabs';
import type { RefundProblem } from '../../../src/domain/memberOrders/refundRules';
import { refundNoteProblem } from '../../../src/domain/memberOrders/refunds';
import type { AppContext } from '../../context';
import { cancelMemberOrder } from '../../services/memberOrders/cancelOrder';
import { DEMO_TIMINGS } from '../../services/memberOrders/demoTimings';
import { runFulfilment, type JobDeps } from '../../services/memberOrders/fulfilment';
import { sendRefundMail, sendStatusMail } from '../../services/memberOrders/orderMail';
import { listOrders } from '../../services/memberOrders/orderList';
import { approveRefunds } from '../../services/memberOrders/refundApproval';
import { listRefunds, refundDetail } from '../../services/memberOrders/refundQueries';
import { requestRefund } from '../../services/memberOrders/requestRefund';
import { requireMember } from '../authContext';
import { HttpError, invalidInput, notFound } from '../errors';
import { parseInput } from '../validation';

const privateJson = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

function refundRefusal(problem: RefundProblem): HttpError {
  switch (problem) {
    case 'not-refundable': return new HttpError(409, MemberOrdersErrorCode.REFUND_NOT_ALLOWED, M.REFUND_NOT_ALLOWED);
    case 'window-closed': return new HttpError(409, MemberOrdersErrorCode.REFUND_WINDOW_CLOSED, M.REFUND_WINDOW_CLOSED);
    case 'no-lines': return new HttpError(400, MemberOrdersErrorCode.REFUND_NO_LINES, M.REFUND_NO_LINES, { fields: { lines: M.REFUND_NO_LINES } });
    case 'unknown-line': return invalidInput({ lines: M.REFUND_UNKNOWN_LINE });
    case 'over-quantity': return new HttpError(409, MemberOrdersErrorCode.REFUND_OVER_QUANTITY, M.REFUND_OVER_QUANTITY, { fields: { lines: M.REFUND_OVER_QUANTITY } });
  }
}

/** 訂單查詢, 取消訂單 and refunds: signed-in only, own rows only (another member's id answers 404); demo mode adds the jobs. */
export function memberOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v1/orders', async (request, reply): Promise<{ data: OrderListBody }> => {
    const member = await requireMember(ctx, request);
    const query = parseInput(OrderListQuery, request.query ?? {});
    privateJson(reply);
    return { data: await listOrders(ctx.db, member.id, parseOrderTab(query.type), parsePage(query.page)) };
  });

  app.post('/v1/orders/cancel', async (request): Promise<{ data: CancelledOrderBody }> => {
    const member = await requireMember(ctx, request);
    const { id } = parseInput(IdQuery, request.query);
    const outcome = await cancelMemberOrder(ctx.db, member.id, id, ctx.now());
    if (outcome === 'not-found') throw notFound();
    if (outcome === 'not-cancellable') throw new HttpError(409, MemberOrdersErrorCode.ORDER_NOT_CANCELLABLE, M.NOT_CANCELLABLE);
    await sendStatusMail(ctx.db, ctx.mailer, ctx.config.publicOrigin, id, 'cancelled');
    return { data: { order_id: id, status: 'cancelled', status_label: ORDER_STATUS_LABELS.cancelled } };
  });

  app.post('/v1/refunds', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const body = parseInput(RefundRequestBody, request.body);
    const noteProblem = refundNoteProblem(body.reason, body.note);
    if (noteProblem) throw invalidInput({ note: noteProblem });
    const outcome = await requestRefund(ctx.db, {
      memberId: member.id, orderId: body.order_id, lines: body.lines.map((l) => ({ optionId: l.option_id, quantity: l.quantity })),
      reason: body.reason, note: body.note, refundTo: body.refund_to, now: ctx.now(),
    });
    if (outcome.kind === 'not-found') throw notFound();
    if (outcome.kind === 'refused') throw refundRefusal(outcome.problem);
    await sendRefundMail(ctx.db, ctx.mailer, ctx.config.publicOrigin, { id: outcome.refundId, orderId: body.order_id, amount: outcome.amount, refundTo: body.refund_to, paid: false });
    return privateJson(reply).code(201).send({ data: (await refundDetail(ctx.db, member.id, outcome.refundId))! });
  });

  app.get('/v1/refunds', async (request, reply): Promise<{ data: RefundListBody }> => {
    const member = await requireMember(ctx, request);
    privateJson(reply);
    return { data: { refunds: await listRefunds(ctx.db, member.id) } };
  });

  app.get('/v1/refunds/detail', async (request, reply): Promise<{ data: RefundDetailBody }> => {
    const member = await requireMember(ctx, request);
    const { id } = parseInput(IdQuery, request.query);
    const detail = await refundDetail(ctx.db, member.id, id);
    if (!detail) throw notFound();
    privateJson(reply);
    return { data: detail };
  });

  if (ctx.config.demoMode) demoJobs(app, { db: ctx.db, mailer: ctx.mailer, origin: ctx.config.publicOrigin }, ctx.now);
}

/** Demo mode only: the fulfilment and refund-approval stand-ins, on DEMO_TIMINGS, stopped when the app closes. */
function demoJobs(app: FastifyInstance, deps: JobDeps, now: () => number): void {
  const run = () => void (async () => {
    await runFulfilment(deps, now());
    await approveRefunds(deps, now());
  })().catch((err: unknown) => app.log.error({ err }, 'demo fulfilment failed'));
  const timer = setInterval(run, DEMO_TIMINGS.tickMs).unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

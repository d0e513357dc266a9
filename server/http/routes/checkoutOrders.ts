import type { FastifyInstance } from 'fastify';
import { CheckoutErrorCode } from '../../../contract/checkout';
import { IdempotencyKeyHeader, OrderIdQuery, PlaceOrderRequest, RetryPaymentRequest } from '../../../contract/checkoutRequests';
import type { OrderDetailBody, PlacedOrderBody } from '../../../contract/orders';
import type { AppContext } from '../../context';
import { CheckoutApiMessages } from '../../services/checkout/messages';
import { orderDetail } from '../../services/orders/orderDetail';
import { sendOrderConfirmation } from '../../services/orders/orderMail';
import { placeOrder, type PlaceOutcome } from '../../services/orders/placeOrder';
import { retryPayment } from '../../services/payments/retryPayment';
import { requireMember } from '../authContext';
import { HttpError, invalidInput, notFound } from '../errors';
import { parseInput } from '../validation';
import { twdText } from '../../../src/domain/numberText';

function refusal(outcome: Exclude<PlaceOutcome, { kind: 'placed' }>): HttpError {
  switch (outcome.kind) {
    case 'not-found': return notFound();
    case 'key-reused': return new HttpError(422, CheckoutErrorCode.IDEMPOTENCY_KEY_REUSED, CheckoutApiMessages.IDEMPOTENCY_KEY_REUSED);
    case 'already-ordered': return new HttpError(409, CheckoutErrorCode.CHECKOUT_CLOSED, CheckoutApiMessages.CHECKOUT_CLOSED, { link: { path: `/member/order/detail?id=${outcome.orderId}` } });
    case 'incomplete': return new HttpError(400, CheckoutErrorCode.ORDER_INCOMPLETE, CheckoutApiMessages.ORDER_INCOMPLETE, { fields: outcome.fields });
    case 'unavailable': return new HttpError(409, CheckoutErrorCode.ORDER_LINES_UNAVAILABLE, CheckoutApiMessages.ORDER_LINES_UNAVAILABLE, { fields: outcome.lines });
    case 'total-changed': return new HttpError(409, CheckoutErrorCode.ORDER_TOTAL_CHANGED, CheckoutApiMessages.ORDER_TOTAL_CHANGED(twdText(outcome.total), twdText(outcome.expected)), {
      fields: { total: String(outcome.total), expected_total: String(outcome.expected) },
    });
  }
}

function placed(detail: OrderDetailBody): PlacedOrderBody {
  const payment = detail.payments.at(-1) ?? null;
  return { order_id: detail.id, number: detail.number, status: detail.status, total: detail.summary.total, payment };
}

/** Placing orders (idempotent), the order detail and 重新付款; signed-in only, own orders only. */
export function checkoutOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const gateway = ctx.payments;

  app.post('/v1/orders', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const key = IdempotencyKeyHeader.safeParse(request.headers['idempotency-key']);
    if (!key.success) throw new HttpError(400, CheckoutErrorCode.IDEMPOTENCY_KEY_REQUIRED, CheckoutApiMessages.IDEMPOTENCY_KEY_REQUIRED);
    const { checkout_id, expected_total } = parseInput(PlaceOrderRequest, request.body);
    const outcome = await placeOrder(ctx.db, { memberId: member.id, key: key.data, checkoutId: checkout_id, expectedTotal: expected_total, now: ctx.now(), gateway });
    if (outcome.kind !== 'placed') throw refusal(outcome);
    if (!outcome.replayed) await sendOrderConfirmation(ctx.db, ctx.mailer, ctx.config.publicOrigin, outcome.orderId);
    const detail = (await orderDetail(ctx.db, member.id, outcome.orderId))!;
    return reply.code(outcome.replayed ? 200 : 201).send({ data: placed(detail) });
  });

  app.get('/v1/orders/detail', async (request): Promise<{ data: OrderDetailBody }> => {
    const member = await requireMember(ctx, request);
    const { id } = parseInput(OrderIdQuery, request.query);
    const detail = await orderDetail(ctx.db, member.id, id);
    if (!detail) throw notFound();
    return { data: detail };
  });

  app.post('/v1/orders/payments', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const { id } = parseInput(OrderIdQuery, request.query);
    const { payment_method } = parseInput(RetryPaymentRequest, request.body ?? {});
    const outcome = await retryPayment(ctx.db, { memberId: member.id, orderId: id, method: payment_method ?? null, gateway, now: ctx.now() });
    if (outcome === 'not-found') throw notFound();
    if (outcome === 'not-retryable') throw new HttpError(409, CheckoutErrorCode.PAYMENT_NOT_RETRYABLE, CheckoutApiMessages.PAYMENT_NOT_RETRYABLE);
    if (typeof outcome === 'object') throw invalidInput(outcome);
    return reply.code(201).send({ data: placed((await orderDetail(ctx.db, member.id, id))!) });
  });
}

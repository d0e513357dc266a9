import { CheckoutErrorCode } from '../../../contract/checkout';
import { IdempotencyKeyHeader } from '../../../contract/checkoutRequests';
import { CheckoutEndpoints as E } from '../../../contract/endpoints/checkout';
import type { OrderDetailBody, PlacedOrderBody } from '../../../contract/orders';
import { twdText } from '../../../src/domain/numberText';
import type { AppContext } from '../../context';
import { handle, ok, refuse, type Handling } from '../../api/handler';
import { HttpError, invalidInput, notFound } from '../../api/errors';
import { CheckoutApiMessages } from '../checkout/messages';
import { unknownCheckoutInvoiceCode } from '../invoices/codeCheck';
import { invoiceDeps } from '../invoices/jobs';
import { offeredMethods } from '../payments/PaymentGateway';
import { retryPayment } from '../payments/retryPayment';
import { orderDetail } from './orderDetail';
import { sendOrderConfirmation } from './orderMail';
import { placeOrder, type PlaceOutcome } from './placeOrder';

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
export const orderHandlers = (ctx: AppContext): Handling[] => [
  handle(E.placeOrder, async ({ member, request }, { body }) => {
    const key = IdempotencyKeyHeader.safeParse(request.headers['idempotency-key']);
    if (!key.success) return refuse(new HttpError(400, CheckoutErrorCode.IDEMPOTENCY_KEY_REQUIRED, CheckoutApiMessages.IDEMPOTENCY_KEY_REQUIRED));
    const unknownCode = await unknownCheckoutInvoiceCode(invoiceDeps(ctx), member.id, body.checkout_id);
    if (unknownCode) return refuse(refusal({ kind: 'incomplete', fields: unknownCode }));
    const outcome = await placeOrder(ctx.db, {
      memberId: member.id, key: key.data, checkoutId: body.checkout_id, expectedTotal: body.expected_total, now: ctx.now(), gateway: ctx.payments,
    });
    if (outcome.kind !== 'placed') return refuse(refusal(outcome));
    if (!outcome.replayed) await sendOrderConfirmation(ctx.db, ctx.mailer, ctx.config.publicOrigin, outcome.orderId);
    const detail = (await orderDetail(ctx.db, member.id, outcome.orderId, offeredMethods(ctx.payments)))!;
    // The same key again answers the same order: 200 for the replay, 201 when it was placed now.
    return ok(placed(detail), { status: outcome.replayed ? 200 : 201 });
  }),
  handle(E.order, async ({ member }, { query }) => {
    const detail = await orderDetail(ctx.db, member.id, query.id, offeredMethods(ctx.payments));
    return detail ? ok(detail) : refuse(notFound());
  }),
  handle(E.retryPayment, async ({ member }, { query, body }) => {
    const outcome = await retryPayment(ctx.db, { memberId: member.id, orderId: query.id, method: body.payment_method ?? null, gateway: ctx.payments, now: ctx.now() });
    if (outcome === 'not-found') return refuse(notFound());
    if (outcome === 'not-retryable') return refuse(new HttpError(409, CheckoutErrorCode.PAYMENT_NOT_RETRYABLE, CheckoutApiMessages.PAYMENT_NOT_RETRYABLE));
    if (typeof outcome === 'object') return refuse(invalidInput(outcome));
    return ok(placed((await orderDetail(ctx.db, member.id, query.id, offeredMethods(ctx.payments)))!));
  }),
];

import type { FastifyInstance } from 'fastify';
import { CheckoutErrorCode } from '../../../contract/checkout';
import { CardSubmitRequest, PaymentIdParams, PaymentNotify, ThreeDsRequest } from '../../../contract/checkoutRequests';
import type { CardFormBody, CardResultBody } from '../../../contract/orders';
import { CheckoutMessages } from '../../../src/domain/checkout/messages';
import type { AppContext } from '../../context';
import { CheckoutApiMessages } from '../../services/checkout/messages';
import { cancelUnpaidOrders, CANCEL_UNPAID_EVERY_MS } from '../../services/orders/cancelUnpaid';
import { sendPaymentConfirmation, sendStrayPaymentMail } from '../../services/orders/orderMail';
import { trackOrderPaid } from '../../services/tracking/orderPaid';
import { applyNotify, type NotifyOutcome } from '../../services/payments/notify';
import { refundStrayPayment, refundStrayPayments, type StrayPaymentDeps } from '../../services/payments/strayPayments';
import { cardFormOf, notifyResult, ownPayment, SANDBOX_3DS_CODE, submitCard } from '../../services/payments/sandboxCard';
import { requireMember } from '../authContext';
import { HttpError, invalidInput, notFound } from '../errors';
import { parseInput } from '../validation';

/** The gateways' notify call and the unpaid-order job: registered in every mode. */
export function checkoutPaymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/v1/payments/notify', { config: { csrf: 'provider-callback' } }, async (request) => {
    const { signature, ...fields } = parseInput(PaymentNotify, request.body);
    const outcome = await applyNotify(ctx.db, fields, signature, ctx.now());
    if (outcome.kind === 'bad-signature') throw new HttpError(401, CheckoutErrorCode.PAYMENT_SIGNATURE_INVALID, CheckoutApiMessages.PAYMENT_SIGNATURE_INVALID);
    await afterNotify(ctx, outcome);
    return { data: { result: outcome.kind } };
  });

  const run = () => void (async () => {
    await cancelUnpaidOrders(ctx.db, ctx.now());
    await refundStrayPayments(strayDeps(ctx), ctx.now());
  })().catch((err: unknown) => app.log.error({ err }, 'the payment jobs failed'));
  const timer = setInterval(run, CANCEL_UNPAID_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));
  if (ctx.config.demoMode) sandboxCardRoutes(app, ctx);
}

/** Who hears of a payment given back: the member by mail, the staff through the log (and the payment_incidents rows). */
export function strayDeps(ctx: AppContext): StrayPaymentDeps {
  return {
    db: ctx.db, gateway: ctx.payments,
    onRefunded: async (refund) => {
      ctx.log.warn({ ...refund, staff: true }, 'a captured payment no order could take was refunded');
      await sendStrayPaymentMail(ctx.db, ctx.mailer, ctx.config.publicOrigin, refund);
    },
    onRefundFailed: (paymentId, err) => ctx.log.error({ paymentId, err, staff: true }, 'refunding a captured payment failed; the payment job tries again'),
  };
}

async function afterNotify(ctx: AppContext, outcome: NotifyOutcome): Promise<void> {
  if (outcome.kind === 'paid') {
    await sendPaymentConfirmation(ctx.db, ctx.mailer, ctx.config.publicOrigin, outcome.orderId);
    await trackOrderPaid(ctx, outcome.orderId);
  }
  if (outcome.kind === 'needs_refund') {
    ctx.log.warn({ ...outcome, staff: true }, 'a gateway success arrived for an order that cannot take it; refunding');
    await refundStrayPayment(strayDeps(ctx), outcome.paymentId, ctx.now());
  }
}

function cardResult(state: CardResultBody['state'], orderId: number): { data: CardResultBody } {
  const messages: Partial<Record<CardResultBody['state'], string>> = {
    declined: CheckoutMessages.CARD_DECLINED, challenge: CheckoutMessages.CARD_3DS_REQUIRED,
    needs_refund: CheckoutMessages.CARD_RETURNED, refunding: CheckoutMessages.CARD_RETURNED, refunded: CheckoutMessages.CARD_RETURNED,
  };
  const message = messages[state] ?? null;
  return { data: { state, order_id: orderId, message } };
}

/** Demo mode only: the sandbox acquirer behind /groupbuy/neweb_credit_form/{paymentId}, the ATM transfer and the wallets' approval. */
function sandboxCardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const payment = async (memberId: number, params: unknown) => {
    const found = await ownPayment(ctx.db, memberId, parseInput(PaymentIdParams, params).paymentId);
    if (!found) throw notFound();
    return found;
  };

  app.get('/sandbox/neweb/payments/:paymentId', async (request): Promise<{ data: CardFormBody }> => {
    const member = await requireMember(ctx, request);
    return { data: await cardFormOf(ctx.db, await payment(member.id, request.params)) };
  });

  app.post('/sandbox/neweb/payments/:paymentId/card', async (request) => {
    const member = await requireMember(ctx, request);
    const p = await payment(member.id, request.params);
    const outcome = await submitCard(ctx.db, member.id, p.id, parseInput(CardSubmitRequest, request.body), ctx.now());
    if (outcome.kind === 'not-found') throw notFound();
    if (outcome.kind === 'invalid') throw invalidInput(outcome.fields);
    if (outcome.kind === 'done') await afterNotify(ctx, outcome.notify);
    return cardResult(outcome.kind === 'challenge' ? 'challenge' : (await payment(member.id, request.params)).state as CardResultBody['state'], p.order_id);
  });

  app.post('/sandbox/neweb/payments/:paymentId/3ds', async (request) => {
    const member = await requireMember(ctx, request);
    const p = await payment(member.id, request.params);
    const { code } = parseInput(ThreeDsRequest, request.body);
    if (p.state !== 'challenge') throw notFound();
    if (code !== SANDBOX_3DS_CODE) throw invalidInput({ code: CheckoutMessages.CARD_3DS_WRONG });
    await afterNotify(ctx, await notifyResult(ctx.db, p.id, 'succeeded', ctx.now()));
    return cardResult('succeeded', p.order_id);
  });

  // ATM transfers and wallet approvals arrive from the bank or the wallet; in the sandbox the shopper presses a button.
  for (const [path, methods] of [['/sandbox/atm/:paymentId/transfer', ['atm']], ['/sandbox/wallet/:paymentId/approve', ['aftee', 'line_pay']]] as const) {
    app.post(path, async (request) => {
      const member = await requireMember(ctx, request);
      const p = await payment(member.id, request.params);
      if (!(methods as readonly string[]).includes(p.method) || p.state !== 'pending') throw notFound();
      await afterNotify(ctx, await notifyResult(ctx.db, p.id, 'succeeded', ctx.now()));
      return cardResult('succeeded', p.order_id);
    });
  }
}

import { CheckoutErrorCode } from '../../../contract/checkout';
import { CheckoutEndpoints as E } from '../../../contract/endpoints/checkout';
import type { CardResultBody } from '../../../contract/orders';
import { CheckoutMessages } from '../../../src/domain/checkout/messages';
import type { AppContext } from '../../context';
import { handle, ok, refuse, type Handling } from '../../api/handler';
import { HttpError, invalidInput, notFound } from '../../api/errors';
import { CheckoutApiMessages } from '../checkout/messages';
import { afterNotify } from './afterNotify';
import { applyNotify } from './notify';
import { cardFormOf, notifyResult, ownPayment, SANDBOX_3DS_CODE, submitCard } from './sandboxCard';

type CardState = CardResultBody['state'];

const CARD_STATE_MESSAGES: Partial<Record<CardState, string>> = {
  declined: CheckoutMessages.CARD_DECLINED, challenge: CheckoutMessages.CARD_3DS_REQUIRED,
  needs_refund: CheckoutMessages.CARD_RETURNED, refunding: CheckoutMessages.CARD_RETURNED, refunded: CheckoutMessages.CARD_RETURNED,
};

const cardResult = (state: CardState, orderId: number): CardResultBody => ({ state, order_id: orderId, message: CARD_STATE_MESSAGES[state] ?? null });

/** The gateways' notify call (every mode), then the demo mode's sandbox acquirer, ATM transfer and wallet approval. */
export const paymentHandlers = (ctx: AppContext): Handling[] => [
  handle(E.notify, async (_caller, { body: { signature, ...fields } }) => {
    const outcome = await applyNotify(ctx.db, fields, signature, ctx.now());
    if (outcome.kind === 'bad-signature') return refuse(new HttpError(401, CheckoutErrorCode.PAYMENT_SIGNATURE_INVALID, CheckoutApiMessages.PAYMENT_SIGNATURE_INVALID));
    await afterNotify(ctx, outcome);
    return ok({ result: outcome.kind });
  }),
  ...sandboxHandlers(ctx),
];

/** Demo mode only: the sandbox acquirer behind /groupbuy/neweb_credit_form/{paymentId}, the ATM transfer and the wallets' approval. */
const sandboxHandlers = (ctx: AppContext): Handling[] => [
  handle(E.cardForm, async ({ member }, { params }) => {
    const payment = await ownPayment(ctx.db, member.id, params.paymentId);
    return payment ? ok(await cardFormOf(ctx.db, payment)) : refuse(notFound());
  }),
  handle(E.submitCard, async ({ member }, { params, body }) => {
    const payment = await ownPayment(ctx.db, member.id, params.paymentId);
    if (!payment) return refuse(notFound());
    const outcome = await submitCard(ctx.db, member.id, payment.id, body, ctx.now());
    if (outcome.kind === 'not-found') return refuse(notFound());
    if (outcome.kind === 'invalid') return refuse(invalidInput(outcome.fields));
    if (outcome.kind === 'done') await afterNotify(ctx, outcome.notify);
    if (outcome.kind === 'challenge') return ok(cardResult('challenge', payment.order_id));
    const after = await ownPayment(ctx.db, member.id, payment.id);
    return after ? ok(cardResult(after.state as CardState, payment.order_id)) : refuse(notFound());
  }),
  handle(E.threeDs, async ({ member }, { params, body }) => {
    const payment = await ownPayment(ctx.db, member.id, params.paymentId);
    if (!payment || payment.state !== 'challenge') return refuse(notFound());
    if (body.code !== SANDBOX_3DS_CODE) return refuse(invalidInput({ code: CheckoutMessages.CARD_3DS_WRONG }));
    await afterNotify(ctx, await notifyResult(ctx.db, payment.id, 'succeeded', ctx.now()));
    return ok(cardResult('succeeded', payment.order_id));
  }),
  // ATM transfers and wallet approvals arrive from the bank or the wallet; in the sandbox the shopper presses a button.
  ...([[E.atmTransfer, ['atm']], [E.walletApprove, ['aftee', 'line_pay']]] as const).map(([endpoint, methods]) =>
    handle(endpoint, async ({ member }, { params }) => {
      const payment = await ownPayment(ctx.db, member.id, params.paymentId);
      if (!payment || !(methods as readonly string[]).includes(payment.method) || payment.state !== 'pending') return refuse(notFound());
      await afterNotify(ctx, await notifyResult(ctx.db, payment.id, 'succeeded', ctx.now()));
      return ok(cardResult('succeeded', payment.order_id));
    })),
];

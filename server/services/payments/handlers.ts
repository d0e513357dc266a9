import { CheckoutEndpoints as E } from '../../../contract/endpoints/checkout';
import type { CardFormBody, CardResultBody } from '../../../contract/orders';
import { CheckoutMessages } from '../../../src/domain/checkout/messages';
import type { AppContext } from '../../context';
import { handle, ok, refuse, type Handling } from '../../api/handler';
import { notFound } from '../../api/errors';
import { afterNotify } from './afterNotify';
import { hostedFormOf, ownPayment } from './hostedForm';
import { settleNotify } from './notify';
import { NewebPayGateway } from './newebpay/NewebPayGateway';
import { applyMpgNotify } from './newebpay/notify';
import { sandboxAtmTransfer } from './newebpay/sandbox/sandboxAtm';

type CardState = CardResultBody['state'];

const CARD_STATE_MESSAGES: Partial<Record<CardState, string>> = {
  declined: CheckoutMessages.CARD_DECLINED,
  needs_refund: CheckoutMessages.CARD_RETURNED, refunding: CheckoutMessages.CARD_RETURNED, refunded: CheckoutMessages.CARD_RETURNED,
};

const cardResult = (state: CardState, orderId: number): CardResultBody => ({ state, order_id: orderId, message: CARD_STATE_MESSAGES[state] ?? null });

/** The hand-off page's form (every mode), then demo mode's stand-ins for the ATM transfer and the AFTEE wallet. */
export const paymentHandlers = (ctx: AppContext): Handling[] => [
  handle(E.cardForm, async ({ member }, { params }) => {
    const payment = await ownPayment(ctx.db, member.id, params.paymentId);
    if (!payment) return refuse(notFound());
    const form: CardFormBody = await hostedFormOf(ctx.db, ctx.payments, payment, ctx.now());
    return ok(form);
  }),
  ...sandboxHandlers(ctx),
];

/** Demo mode only: the money arriving at the sandbox MPG's virtual account, and the AFTEE sandbox's approval. */
const sandboxHandlers = (ctx: AppContext): Handling[] => [
  // A transfer reaches the bank in the real world; here the sandbox MPG notifies exactly as the gateway would.
  handle(E.atmTransfer, async ({ member }, { params }) => {
    const payment = await ownPayment(ctx.db, member.id, params.paymentId);
    const gateway = ctx.payments;
    if (!payment || payment.method !== 'atm' || payment.state !== 'pending' || !(gateway instanceof NewebPayGateway)) return refuse(notFound());
    const posted = await sandboxAtmTransfer(ctx.db, gateway.orderNoOf(payment.id), ctx.now());
    if (!posted) return refuse(notFound());
    const outcome = await applyMpgNotify(ctx.db, gateway, posted, ctx.now());
    if (outcome.kind !== 'bad-signature' && outcome.kind !== 'mismatch') await afterNotify(ctx, outcome);
    const after = await ownPayment(ctx.db, member.id, payment.id);
    return ok(cardResult((after?.state ?? payment.state) as CardState, payment.order_id));
  }),
  handle(E.walletApprove, async ({ member }, { params }) => {
    const payment = await ownPayment(ctx.db, member.id, params.paymentId);
    if (!payment || payment.method !== 'aftee' || payment.state !== 'pending') return refuse(notFound());
    await afterNotify(ctx, await settleNotify(ctx.db, { payment_id: payment.id, result: 'succeeded', nonce: `sandbox:aftee:${payment.id}` }, ctx.now()));
    return ok(cardResult('succeeded', payment.order_id));
  }),
];

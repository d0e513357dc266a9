import { CheckoutErrorCode, type CouponListBody } from '../../../contract/checkout';
import { CheckoutEndpoints as E } from '../../../contract/endpoints/checkout';
import { bestCoupon } from '../../../src/domain/checkout/coupons';
import { CheckoutMessages } from '../../../src/domain/checkout/messages';
import type { AppContext } from '../../context';
import { handle, ok, refuse, type Handling } from '../../api/handler';
import { HttpError, invalidInput, notFound } from '../../api/errors';
import { unknownInvoiceCode } from '../invoices/codeCheck';
import { invoiceDeps } from '../invoices/jobs';
import { orderHandlers } from '../orders/handlers';
import { ATM_BANKS } from '../payments/banks';
import { paymentHandlers } from '../payments/handlers';
import { offeredMethods } from '../payments/PaymentGateway';
import { storeMapHandlers } from '../stores/handlers';
import { trackServerEvent } from '../tracking/track';
import { createCheckout, ownCheckout, readCheckout } from './checkouts';
import { deleteDestination, listDestinations, saveDestination, type DestinationOutcome } from './destinations';
import { CheckoutApiMessages } from './messages';
import { quote, type CheckoutRow } from './quote';
import { updateCheckout } from './updateCheckout';
import { couponBody } from './view';

/** Checkout, destinations, orders, payments and the store map: every handler of the checkout area. */
export const checkoutHandlers = (ctx: AppContext): Handling[] => [
  ...sessionHandlers(ctx), ...destinationHandlers(ctx), ...orderHandlers(ctx), ...paymentHandlers(ctx), ...storeMapHandlers(ctx),
];

/** The usable coupons (a saving, nothing blocking), the others but the used ones, and the best one's id. */
async function couponList(ctx: AppContext, row: CheckoutRow): Promise<CouponListBody> {
  const q = await quote(ctx.db, row, ctx.now());
  const usable = q.couponChecks.filter((c) => c.block === null && c.saved > 0);
  return {
    usable: usable.map(couponBody),
    unusable: q.couponChecks.filter((c) => !usable.includes(c) && c.block?.code !== 'USED').map(couponBody),
    best_id: bestCoupon(q.couponChecks)?.coupon.id ?? null,
  };
}

/** The checkout session: signed-in only; another member's checkout is 404. */
const sessionHandlers = (ctx: AppContext): Handling[] => [
  handle(E.open, async ({ member, request }, { body }) => {
    const outcome = await createCheckout(ctx.db, member, body.option_ids, ctx.now(), offeredMethods(ctx.payments));
    if (outcome.kind === 'empty') return refuse(new HttpError(400, CheckoutErrorCode.CHECKOUT_EMPTY, CheckoutApiMessages.CHECKOUT_EMPTY));
    await trackServerEvent(ctx, request, { name: 'checkout_start', path: E.open.path }, member.id, { checkout_id: outcome.row.id });
    return ok(await readCheckout(ctx.db, outcome.row, ctx.now(), offeredMethods(ctx.payments)));
  }),
  handle(E.checkout, async ({ member }, { params }) => {
    const row = await ownCheckout(ctx.db, member.id, params.id);
    return row ? ok(await readCheckout(ctx.db, row, ctx.now(), offeredMethods(ctx.payments))) : refuse(notFound());
  }),
  handle(E.change, async ({ member }, { params, body }) => {
    const row = await ownCheckout(ctx.db, member.id, params.id);
    if (!row) return refuse(notFound());
    const unknownCode = await unknownInvoiceCode(invoiceDeps(ctx), body.invoice);
    if (unknownCode) return refuse(invalidInput(unknownCode));
    const outcome = await updateCheckout(ctx.db, row, body, ctx.now(), offeredMethods(ctx.payments));
    if (outcome.kind === 'not-found') return refuse(notFound());
    if (outcome.kind === 'invalid') return refuse(invalidInput(outcome.fields));
    if (outcome.kind === 'closed') return refuse(new HttpError(409, CheckoutErrorCode.CHECKOUT_CLOSED, CheckoutApiMessages.CHECKOUT_CLOSED));
    return ok(await readCheckout(ctx.db, (await ownCheckout(ctx.db, member.id, row.id))!, ctx.now(), offeredMethods(ctx.payments)));
  }),
  handle(E.coupons, async ({ member }, { params }) => {
    const row = await ownCheckout(ctx.db, member.id, params.id);
    return row ? ok(await couponList(ctx, row)) : refuse(notFound());
  }),
  handle(E.banks, async () => ok({ banks: [...ATM_BANKS] })),
];

function destinationAnswer(outcome: DestinationOutcome) {
  if (outcome.kind === 'not-found') return refuse(notFound());
  if (outcome.kind === 'invalid') return refuse(invalidInput(outcome.fields));
  if (outcome.kind === 'limit') {
    const message = outcome.destinationKind === 'home' ? CheckoutMessages.HOME_ADDRESSES_FULL(outcome.max) : CheckoutMessages.STORES_FULL(outcome.max);
    return refuse(new HttpError(409, CheckoutErrorCode.DESTINATION_LIMIT, message));
  }
  return ok(outcome.destination);
}

/** The member's saved home addresses and store pickups (another member's id is 404). */
const destinationHandlers = (ctx: AppContext): Handling[] => [
  handle(E.destinations, async ({ member }) => ok({ destinations: await listDestinations(ctx.db, member.id) })),
  handle(E.addDestination, async ({ member }, { body }) => destinationAnswer(await saveDestination(ctx.db, member.id, null, body, ctx.now()))),
  handle(E.editDestination, async ({ member }, { params, body }) =>
    destinationAnswer(await saveDestination(ctx.db, member.id, params.destinationId, body, ctx.now()))),
  handle(E.removeDestination, async ({ member }, { params }) =>
    ((await deleteDestination(ctx.db, member.id, params.destinationId)) ? ok(undefined) : refuse(notFound()))),
];

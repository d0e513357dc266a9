import type { FastifyInstance } from 'fastify';
import { CheckoutErrorCode, type BankListBody, type CheckoutBody, type CouponListBody, type DestinationListBody } from '../../../contract/checkout';
import { CheckoutIdParams, CreateCheckoutRequest, DestinationIdParams, DestinationInput, UpdateCheckoutRequest } from '../../../contract/checkoutRequests';
import { bestCoupon } from '../../../src/domain/checkout/coupons';
import { CheckoutMessages } from '../../../src/domain/checkout/messages';
import type { AppContext } from '../../context';
import { createCheckout, ownCheckout, readCheckout } from '../../services/checkout/checkouts';
import { deleteDestination, listDestinations, saveDestination, type DestinationOutcome } from '../../services/checkout/destinations';
import { CheckoutApiMessages } from '../../services/checkout/messages';
import { quote } from '../../services/checkout/quote';
import { updateCheckout } from '../../services/checkout/updateCheckout';
import { couponBody } from '../../services/checkout/view';
import { ATM_BANKS } from '../../services/payments/banks';
import { requireMember } from '../authContext';
import { HttpError, invalidInput, notFound } from '../errors';
import { parseInput } from '../validation';
import { trackServerEvent } from '../../services/tracking/track';

const destinationResult = (outcome: DestinationOutcome) => {
  if (outcome.kind === 'not-found') throw notFound();
  if (outcome.kind === 'invalid') throw invalidInput(outcome.fields);
  if (outcome.kind === 'limit') {
    const message = outcome.destinationKind === 'home' ? CheckoutMessages.HOME_ADDRESSES_FULL(outcome.max) : CheckoutMessages.STORES_FULL(outcome.max);
    throw new HttpError(409, CheckoutErrorCode.DESTINATION_LIMIT, message);
  }
  return { data: outcome.destination };
};

/** The checkout session, its coupons and the member's saved destinations (signed-in only; another member's ids are 404). */
export function checkoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const mine = async (memberId: number, params: unknown) => {
    const row = await ownCheckout(ctx.db, memberId, parseInput(CheckoutIdParams, params).id);
    if (!row) throw notFound();
    return row;
  };

  app.post('/v1/checkouts', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const { option_ids } = parseInput(CreateCheckoutRequest, request.body);
    const outcome = await createCheckout(ctx.db, member, option_ids, ctx.now());
    if (outcome.kind === 'empty') throw new HttpError(400, CheckoutErrorCode.CHECKOUT_EMPTY, CheckoutApiMessages.CHECKOUT_EMPTY);
    await trackServerEvent(ctx, request, { name: 'checkout_start', path: '/v1/checkouts' }, member.id, { checkout_id: outcome.row.id });
    return reply.code(201).send({ data: await readCheckout(ctx.db, outcome.row, ctx.now()) });
  });

  app.get('/v1/checkouts/:id', async (request): Promise<{ data: CheckoutBody }> => {
    const member = await requireMember(ctx, request);
    return { data: await readCheckout(ctx.db, await mine(member.id, request.params), ctx.now()) };
  });

  app.patch('/v1/checkouts/:id', async (request): Promise<{ data: CheckoutBody }> => {
    const member = await requireMember(ctx, request);
    const row = await mine(member.id, request.params);
    const outcome = await updateCheckout(ctx.db, row, parseInput(UpdateCheckoutRequest, request.body), ctx.now());
    if (outcome.kind === 'not-found') throw notFound();
    if (outcome.kind === 'invalid') throw invalidInput(outcome.fields);
    if (outcome.kind === 'closed') throw new HttpError(409, CheckoutErrorCode.CHECKOUT_CLOSED, CheckoutApiMessages.CHECKOUT_CLOSED);
    return { data: await readCheckout(ctx.db, (await ownCheckout(ctx.db, member.id, row.id))!, ctx.now()) };
  });

  app.get('/v1/checkouts/:id/coupons', async (request): Promise<{ data: CouponListBody }> => {
    const member = await requireMember(ctx, request);
    const q = await quote(ctx.db, await mine(member.id, request.params), ctx.now());
    const usable = q.couponChecks.filter((c) => c.block === null && c.saved > 0);
    return {
      data: {
        usable: usable.map(couponBody),
        unusable: q.couponChecks.filter((c) => !usable.includes(c) && c.block?.code !== 'USED').map(couponBody),
        best_id: bestCoupon(q.couponChecks)?.coupon.id ?? null,
      },
    };
  });

  app.get('/v1/checkout/banks', async (request): Promise<{ data: BankListBody }> => {
    await requireMember(ctx, request);
    return { data: { banks: [...ATM_BANKS] } };
  });

  destinationRoutes(app, ctx);
}

function destinationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v1/destinations', async (request): Promise<{ data: DestinationListBody }> => {
    const member = await requireMember(ctx, request);
    return { data: { destinations: await listDestinations(ctx.db, member.id) } };
  });

  app.post('/v1/destinations', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const input = parseInput(DestinationInput, request.body);
    return reply.code(201).send(destinationResult(await saveDestination(ctx.db, member.id, null, input, ctx.now())));
  });

  app.put('/v1/destinations/:destinationId', async (request) => {
    const member = await requireMember(ctx, request);
    const { destinationId } = parseInput(DestinationIdParams, request.params);
    const input = parseInput(DestinationInput, request.body);
    return destinationResult(await saveDestination(ctx.db, member.id, destinationId, input, ctx.now()));
  });

  app.delete('/v1/destinations/:destinationId', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const { destinationId } = parseInput(DestinationIdParams, request.params);
    if (!(await deleteDestination(ctx.db, member.id, destinationId))) throw notFound();
    return reply.code(204).send();
  });
}

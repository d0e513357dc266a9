import type { FastifyInstance } from 'fastify';
import { CheckoutErrorCode } from '../../../contract/checkout';
import type { AppContext } from '../../context';
import { HttpError } from '../../api/errors';
import { parseInput } from '../../api/validation';
import { CheckoutApiMessages } from '../../services/checkout/messages';
import { afterNotify } from '../../services/payments/afterNotify';
import { MpgPostBody } from '../../services/payments/newebpay/mpgPost';
import { NewebPayGateway } from '../../services/payments/newebpay/NewebPayGateway';
import { applyMpgAccount, applyMpgNotify, returnPathOf, type MpgOutcome } from '../../services/payments/newebpay/notify';
import { NEWEBPAY_PATHS } from '../../services/payments/newebpay/tradeFields';

const refused = () => new HttpError(400, CheckoutErrorCode.PAYMENT_SIGNATURE_INVALID, CheckoutApiMessages.PAYMENT_SIGNATURE_INVALID);

/**
 * NewebPay MPG's posts to the shop (registered when the gateway is NewebPay: production and demo alike):
 * NotifyURL (server to server, the only one that settles a payment), ReturnURL and CustomerURL (the
 * shopper's browser, sent on to the order's page). Each is a form post authenticated by its TradeSha.
 */
export function newebPayRoutes(app: FastifyInstance, ctx: AppContext): void {
  const gateway = ctx.payments;
  if (!(gateway instanceof NewebPayGateway)) return;
  const warn = (outcome: MpgOutcome, path: string) => {
    // Never the posted fields: TradeInfo is our keys' ciphertext of the shopper's trade.
    if (outcome.kind === 'mismatch') ctx.log.warn({ path, reason: outcome.reason, staff: true }, 'a NewebPay post signed with our keys did not match its payment');
    if (outcome.kind === 'bad-signature') ctx.log.warn({ path }, 'a NewebPay post failed its TradeSha');
  };

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const callback = { config: { csrf: 'provider-callback' as const } };

    scope.post(NEWEBPAY_PATHS.notify, callback, async (request, reply) => {
      const outcome = await applyMpgNotify(ctx.db, gateway, parseInput(MpgPostBody, request.body), ctx.now());
      warn(outcome, NEWEBPAY_PATHS.notify);
      if (outcome.kind === 'bad-signature' || outcome.kind === 'mismatch') throw refused();
      await afterNotify(ctx, outcome);
      // The gateway wants HTTP 200; anything else makes it try again.
      return reply.type('text/plain; charset=utf-8').send('SUCCESS');
    });

    scope.post(NEWEBPAY_PATHS.customer, callback, async (request, reply) => {
      const body = parseInput(MpgPostBody, request.body);
      const outcome = await applyMpgAccount(ctx.db, gateway, body, ctx.now());
      if (outcome.kind !== 'account') warn(outcome, NEWEBPAY_PATHS.customer);
      const path = await returnPathOf(ctx.db, gateway, body);
      if (!path) throw refused();
      return reply.redirect(path, 303);
    });

    scope.post(NEWEBPAY_PATHS.return, callback, async (request, reply) => {
      const path = await returnPathOf(ctx.db, gateway, parseInput(MpgPostBody, request.body));
      if (!path) throw refused();
      return reply.redirect(path, 303);
    });
  });
}

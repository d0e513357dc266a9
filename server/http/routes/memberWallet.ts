import type { FastifyInstance } from 'fastify';
import { MemberWalletErrorCode, type CouponListBody, type CreditBody, type NewCustomerGiftBody } from '../../../contract/memberWallet';
import { ClaimCodeRequest, CouponListQuery } from '../../../contract/memberWalletRequests';
import { taipeiDate } from '../../../src/domain/memberWallet/dates';
import { WalletMessages } from '../../../src/domain/memberWallet/messages';
import type { AppContext } from '../../context';
import { release, reserve, type Limit } from '../../services/auth/rateLimiter';
import { claimPromotionCode, type ClaimOutcome } from '../../services/memberWallet/claimCode';
import { listCoupons } from '../../services/memberWallet/coupons';
import { readCredit } from '../../services/memberWallet/credit';
import { claimGift, readGift } from '../../services/memberWallet/gift';
import { identifyCaller, requireMember } from '../authContext';
import { HttpError, tooManyAttempts } from '../errors';
import { parseInput } from '../validation';

/** Guessing codes is what the limit stops: 10 refused claims per member per 15 minutes (a claim that works gives its unit back). */
export const CLAIM_LIMIT = { max: 10, windowMs: 15 * 60_000 } as const;
const claimLimit = (memberId: number): Limit => ({ key: `promotion-code:member:${memberId}`, ...CLAIM_LIMIT });

const WALLET_PATHS = /^\/v1\/member\/(coupons|new-customer-gift|credit)(\/|$)/;

const codeMessage = (_issue: unknown, raw: unknown) =>
  typeof raw !== 'string' || raw.trim() === '' ? WalletMessages.CODE_REQUIRED : WalletMessages.CODE_FORMAT;

function refusal(outcome: Exclude<ClaimOutcome, { kind: 'claimed' }>): HttpError {
  switch (outcome.kind) {
    case 'unknown': return new HttpError(422, MemberWalletErrorCode.PROMOTION_CODE_UNKNOWN, WalletMessages.CODE_UNKNOWN);
    case 'not_started': return new HttpError(409, MemberWalletErrorCode.PROMOTION_CODE_NOT_STARTED, WalletMessages.CODE_NOT_STARTED(taipeiDate(outcome.startsAt ?? 0)));
    case 'expired': return new HttpError(410, MemberWalletErrorCode.PROMOTION_CODE_EXPIRED, WalletMessages.CODE_EXPIRED);
    case 'already_claimed': return new HttpError(409, MemberWalletErrorCode.PROMOTION_CODE_ALREADY_CLAIMED, WalletMessages.CODE_ALREADY_CLAIMED);
    case 'limit_reached': return new HttpError(409, MemberWalletErrorCode.PROMOTION_CODE_LIMIT_REACHED, WalletMessages.CODE_LIMIT_REACHED);
  }
}

/** Coupons, promotion codes, the new-customer gift and shopping credit (member area); every list is the caller's own. */
export function memberWalletRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Member data: never kept by a shared cache.
  app.addHook('onSend', async (request, reply) => {
    if (WALLET_PATHS.test(request.routeOptions.url ?? '')) reply.header('cache-control', 'no-store');
  });

  app.get('/v1/member/coupons', async (request): Promise<{ data: CouponListBody }> => {
    const member = await requireMember(ctx, request);
    const { state } = parseInput(CouponListQuery, request.query);
    return { data: await listCoupons(ctx.db, member.id, state, ctx.now()) };
  });

  app.post('/v1/member/coupons/claim', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const { code } = parseInput(ClaimCodeRequest, request.body, { code: codeMessage });
    const now = ctx.now();
    const wait = await reserve(ctx.db, [claimLimit(member.id)], now);
    if (wait !== null) throw tooManyAttempts(wait);
    const outcome = await claimPromotionCode(ctx.db, member.id, code, now);
    if (outcome.kind !== 'claimed') throw refusal(outcome);
    await release(ctx.db, [claimLimit(member.id)]);
    return reply.code(201).send({ data: { coupon: outcome.coupon, message: WalletMessages.COUPON_CLAIMED } });
  });

  app.get('/v1/member/new-customer-gift', async (request): Promise<{ data: NewCustomerGiftBody }> => {
    const caller = await identifyCaller(ctx, request);
    return { data: await readGift(ctx.db, caller.member?.id ?? null) };
  });

  app.post('/v1/member/new-customer-gift', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const outcome = await claimGift(ctx.db, member.id, ctx.now());
    if (outcome.kind !== 'claimed') {
      throw outcome.kind === 'already_claimed'
        ? new HttpError(409, MemberWalletErrorCode.GIFT_ALREADY_CLAIMED, WalletMessages.GIFT_ALREADY_CLAIMED)
        : new HttpError(409, MemberWalletErrorCode.GIFT_NOT_ELIGIBLE, WalletMessages.GIFT_NOT_ELIGIBLE);
    }
    return reply.code(201).send({ data: { coupons: outcome.body, message: WalletMessages.GIFT_CLAIMED } });
  });

  app.get('/v1/member/credit', async (request): Promise<{ data: CreditBody }> => {
    const member = await requireMember(ctx, request);
    return { data: await readCredit(ctx.db, member.id, ctx.now()) };
  });
}

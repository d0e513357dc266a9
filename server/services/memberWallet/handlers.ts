import { MemberWalletEndpoints as E } from '../../../contract/endpoints/memberWallet';
import { MemberWalletErrorCode } from '../../../contract/memberWallet';
import { taipeiDate } from '../../../src/domain/memberWallet/dates';
import { WalletMessages } from '../../../src/domain/memberWallet/messages';
import type { AppContext } from '../../context';
import { handle, ok, refuse, type Handling } from '../../api/handler';
import { HttpError, tooManyAttempts } from '../../api/errors';
import type { FieldMessage } from '../../api/validation';
import { release, reserve, type Limit } from '../auth/rateLimiter';
import { claimPromotionCode, type ClaimOutcome } from './claimCode';
import { listCoupons } from './coupons';
import { readCredit } from './credit';
import { claimGift, readGift } from './gift';

/** Guessing codes is what the limit stops: 10 refused claims per member per 15 minutes (a claim that works gives its unit back). */
export const CLAIM_LIMIT = { max: 10, windowMs: 15 * 60_000 } as const;
const claimLimit = (memberId: number): Limit => ({ key: `promotion-code:member:${memberId}`, ...CLAIM_LIMIT });

const codeMessage: FieldMessage = (_issue, raw) =>
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

// The gift reads for a stranger too, yet a member's answer says whether she claimed it: no shared cache keeps it.
const PRIVATE = { headers: { 'cache-control': 'no-store' } } as const;

/** Coupons, promotion codes, the new-customer gift and shopping credit (member area); every list is the caller's own. */
export const memberWalletHandlers = (ctx: AppContext): Handling[] => [
  handle(E.coupons, async ({ member }, { query }) => ok(await listCoupons(ctx.db, member.id, query.state, ctx.now()))),
  handle(E.claimCode, async ({ member }, { body: { code } }) => {
    const now = ctx.now();
    const wait = await reserve(ctx.db, [claimLimit(member.id)], now);
    if (wait !== null) return refuse(tooManyAttempts(wait));
    const outcome = await claimPromotionCode(ctx.db, member.id, code, now);
    if (outcome.kind !== 'claimed') return refuse(refusal(outcome));
    await release(ctx.db, [claimLimit(member.id)]);
    return ok({ coupon: outcome.coupon, message: WalletMessages.COUPON_CLAIMED });
  }, { code: codeMessage }),
  handle(E.gift, async ({ member }) => ok(await readGift(ctx.db, member?.id ?? null), PRIVATE)),
  handle(E.claimGift, async ({ member }) => {
    const outcome = await claimGift(ctx.db, member.id, ctx.now());
    if (outcome.kind === 'claimed') return ok({ coupons: outcome.body, message: WalletMessages.GIFT_CLAIMED });
    return refuse(outcome.kind === 'already_claimed'
      ? new HttpError(409, MemberWalletErrorCode.GIFT_ALREADY_CLAIMED, WalletMessages.GIFT_ALREADY_CLAIMED)
      : new HttpError(409, MemberWalletErrorCode.GIFT_NOT_ELIGIBLE, WalletMessages.GIFT_NOT_ELIGIBLE));
  }),
  handle(E.credit, async ({ member }) => ok(await readCredit(ctx.db, member.id, ctx.now()))),
];

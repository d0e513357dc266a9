import { inject, injectable } from '../injection';
import { checkPromotionCode } from '../../domain/memberWallet/promotionCode';
import { attempt, formFailure, type FormOutcome } from '../formOutcome';
import type { ClaimedCoupons, MemberWallet } from './ports';
import { MEMBER_WALLET_TOKENS } from './tokens';

/**
 * 領取: a typed code (any case, stray spaces) becomes a coupon in 我的折價券. A blank or malformed code
 * is named beside the field without a round trip; the shop's refusals come back with its message.
 */
@injectable()
export class ClaimPromotionCode {
  constructor(@inject(MEMBER_WALLET_TOKENS.MemberWallet) private readonly wallet: MemberWallet) {}

  async execute(input: { code: string }): Promise<FormOutcome<ClaimedCoupons>> {
    const checked = checkPromotionCode(input.code);
    if (!checked.ok) return formFailure('INVALID_CODE', checked.error, { code: checked.error });
    return attempt(() => this.wallet.claimCode(checked.value));
  }
}

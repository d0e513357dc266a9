import { inject, injectable } from '../injection';
import { attempt, type FormOutcome } from '../formOutcome';
import type { ClaimedCoupons, MemberWallet } from './ports';
import { MEMBER_WALLET_TOKENS } from './tokens';

/** 立即領取 on the new-customer gift: the welcome coupons once, before a first order (the shop decides). */
@injectable()
export class ClaimNewCustomerGift {
  constructor(@inject(MEMBER_WALLET_TOKENS.MemberWallet) private readonly wallet: MemberWallet) {}

  async execute(): Promise<FormOutcome<ClaimedCoupons>> {
    return attempt(() => this.wallet.claimGift());
  }
}

import { MemberWalletEndpoints as E } from '../../../contract/endpoints/memberWallet';
import type { ClaimedCoupons, MemberWallet } from '../../application/memberWallet/ports';
import type { CouponList, CouponState } from '../../domain/memberWallet/coupons';
import type { CreditAccount } from '../../domain/memberWallet/credit';
import type { NewCustomerGift } from '../../domain/memberWallet/gift';
import type { ApiClient } from './ApiClient';
import { toCouponList, toCreditAccount, toGift, toWalletCoupon } from './memberWalletMappers';

/** The member wallet calls (/v1/member/coupons, /v1/member/new-customer-gift, /v1/member/credit). */
export class ApiMemberWallet implements MemberWallet {
  constructor(private readonly api: ApiClient) {}

  async coupons(state: CouponState): Promise<CouponList> {
    return toCouponList(await this.api.call(E.coupons, { query: { state } }));
  }

  async claimCode(code: string): Promise<ClaimedCoupons> {
    const body = await this.api.call(E.claimCode, { body: { code } });
    return { coupons: [toWalletCoupon(body.coupon)], message: body.message };
  }

  async gift(): Promise<NewCustomerGift> {
    return toGift(await this.api.call(E.gift));
  }

  async claimGift(): Promise<ClaimedCoupons> {
    const body = await this.api.call(E.claimGift);
    return { coupons: body.coupons.map(toWalletCoupon), message: body.message };
  }

  async credit(): Promise<CreditAccount> {
    return toCreditAccount(await this.api.call(E.credit));
  }
}

import type { AxiosInstance } from 'axios';
import { envelope } from '../../../contract/common';
import { ClaimedCouponBody, CouponListBody, CreditBody, GiftClaimedBody, NewCustomerGiftBody } from '../../../contract/memberWallet';
import type { ClaimedCoupons, MemberWallet } from '../../application/memberWallet/ports';
import type { CouponList, CouponState } from '../../domain/memberWallet/coupons';
import type { CreditAccount } from '../../domain/memberWallet/credit';
import type { NewCustomerGift } from '../../domain/memberWallet/gift';
import { toCouponList, toCreditAccount, toGift, toWalletCoupon } from './memberWalletMappers';

const CouponsResponse = envelope(CouponListBody);
const ClaimedResponse = envelope(ClaimedCouponBody);
const GiftResponse = envelope(NewCustomerGiftBody);
const GiftClaimedResponse = envelope(GiftClaimedBody);
const CreditResponse = envelope(CreditBody);

/** The member wallet calls (/v1/member/coupons, /v1/member/new-customer-gift, /v1/member/credit). */
export class AxiosMemberWallet implements MemberWallet {
  constructor(private readonly http: AxiosInstance) {}

  async coupons(state: CouponState): Promise<CouponList> {
    return toCouponList(CouponsResponse.parse((await this.http.get('/v1/member/coupons', { params: { state } })).data).data);
  }

  async claimCode(code: string): Promise<ClaimedCoupons> {
    const body = ClaimedResponse.parse((await this.http.post('/v1/member/coupons/claim', { code })).data).data;
    return { coupons: [toWalletCoupon(body.coupon)], message: body.message };
  }

  async gift(): Promise<NewCustomerGift> {
    return toGift(GiftResponse.parse((await this.http.get('/v1/member/new-customer-gift')).data).data);
  }

  async claimGift(): Promise<ClaimedCoupons> {
    const body = GiftClaimedResponse.parse((await this.http.post('/v1/member/new-customer-gift', {})).data).data;
    return { coupons: body.coupons.map(toWalletCoupon), message: body.message };
  }

  async credit(): Promise<CreditAccount> {
    return toCreditAccount(CreditResponse.parse((await this.http.get('/v1/member/credit')).data).data);
  }
}

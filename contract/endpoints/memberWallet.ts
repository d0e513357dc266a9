import { endpoint } from '../endpoint';
import { ClaimedCouponBody, CouponListBody, CreditBody, GiftClaimedBody, NewCustomerGiftBody } from '../memberWallet';
import { ClaimCodeRequest, CouponListQuery } from '../memberWalletRequests';

/** 我的折價券, promotion codes, the new-customer gift and 我的購物金: every list is the caller's own. */
export const MemberWalletEndpoints = {
  coupons: endpoint({ method: 'GET', path: '/v1/member/coupons', summary: '我的折價券', access: 'member', query: CouponListQuery, response: CouponListBody }),
  claimCode: endpoint({
    method: 'POST', path: '/v1/member/coupons/claim', summary: '輸入序號領券', access: 'member',
    body: ClaimCodeRequest, response: ClaimedCouponBody, status: 201, errors: [409, 410, 422, 429],
  }),
  gift: endpoint({ method: 'GET', path: '/v1/member/new-customer-gift', summary: '新客禮 (會員另看得到是否已領)', access: 'caller', response: NewCustomerGiftBody }),
  claimGift: endpoint({
    method: 'POST', path: '/v1/member/new-customer-gift', summary: '領新客禮', access: 'member',
    response: GiftClaimedBody, status: 201, errors: [409],
  }),
  credit: endpoint({ method: 'GET', path: '/v1/member/credit', summary: '購物金', access: 'member', response: CreditBody }),
};

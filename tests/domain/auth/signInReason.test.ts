import { signInReason } from '../../../src/domain/auth/signInReason';

describe('the line a member page puts on the sign-in it opens', () => {
  it.each([
    ['/member/orders', '請先登入會員，即可查看訂單'],
    ['/member/order/detail?id=3', '請先登入會員，即可查看訂單'],
    ['/member', '請先登入會員，即可查看訂單'],
    ['/member/refund/detail', '請先登入會員，即可查看退款進度'],
    ['/member/coupon', '請先登入會員，即可查看您的折價券'],
    ['/groupbuy/shoppingcart', '請先登入會員，即可查看購物車'],
    ['/groupbuy/pay/v2/12/payment', '請先登入會員，即可繼續結帳'],
    ['/delete-account', '請先登入會員，才能刪除帳號'],
    ['/somewhere', '請先登入會員，即可繼續'],
  ])('%s says %s', (path, line) => {
    expect(signInReason(path)).toBe(line);
  });
});

import { endpoint } from '../endpoint';
import { AccountDeletedBody, BabyListBody, MemberHomeBody, PendingReviewsBody, ProfileBody, ReviewCreatedBody } from '../memberProfile';
import { BabyIdParams, BabyRequest, DeleteAccountRequest, PendingReviewsQuery, ProfileRequest, ReviewRequest } from '../memberProfileRequests';

/**
 * The member home, profile, babies, reviews by members and account deletion (issue 9): signed-in
 * only, own rows only (another member's id is 404). The avatar SVGs and review photos are image routes.
 */
export const MemberProfileEndpoints = {
  home: endpoint({ method: 'GET', path: '/v1/member/home', summary: '會員中心首頁', access: 'member', response: MemberHomeBody }),
  updateProfile: endpoint({
    method: 'PATCH', path: '/v1/member/profile', summary: '修改個人資料', access: 'member', body: ProfileRequest, response: ProfileBody,
  }),
  deleteAccount: endpoint({
    method: 'POST', path: '/v1/member/delete-account', summary: '刪除帳號', access: 'member',
    body: DeleteAccountRequest, response: AccountDeletedBody, errors: [409, 429],
  }),
  babies: endpoint({ method: 'GET', path: '/v1/member/babies', summary: '寶寶資料', access: 'member', response: BabyListBody }),
  addBaby: endpoint({
    method: 'POST', path: '/v1/member/babies', summary: '新增寶寶', access: 'member',
    body: BabyRequest, response: BabyListBody, status: 201, errors: [409],
  }),
  changeBaby: endpoint({
    method: 'PUT', path: '/v1/member/babies/:id', summary: '修改寶寶', access: 'member',
    params: BabyIdParams, body: BabyRequest, response: BabyListBody, errors: [404],
  }),
  removeBaby: endpoint({
    method: 'DELETE', path: '/v1/member/babies/:id', summary: '刪除寶寶 (回其餘的寶寶)', access: 'member',
    params: BabyIdParams, response: BabyListBody, errors: [404],
  }),
  pendingReviews: endpoint({
    method: 'GET', path: '/v1/reviews/pending', summary: '待評價商品', access: 'member', query: PendingReviewsQuery, response: PendingReviewsBody,
  }),
  writeReview: endpoint({
    method: 'POST', path: '/v1/reviews',
    summary: '寫評價（照片 JPEG/PNG/WebP ≤ 2 MB、≤ 2,500 萬像素，重新編碼並去除 EXIF/GPS 後以 /images/reviews/{key} 提供；無法解碼 400）',
    access: 'member', body: ReviewRequest, response: ReviewCreatedBody, status: 201, errors: [404, 409],
    // A photo of up to 2 MB arrives base64 inside the JSON body (about 2.7 MB).
    bodyLimit: 3 * 1024 * 1024,
  }),
};

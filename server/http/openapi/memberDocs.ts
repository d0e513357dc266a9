import { z as mini } from 'zod/mini';
import {
  BankListBody, CheckoutBody, CouponListBody, DestinationBody, DestinationListBody, StoreListBody, StoreMapStartBody,
} from '../../../contract/checkout';
import {
  CardSubmitRequest, CheckoutIdParams, CreateCheckoutRequest, DestinationIdParams, DestinationInput, IdempotencyKeyHeader, OrderIdQuery,
  PaymentIdParams, PaymentNotify, PlaceOrderRequest, RetryPaymentRequest, StoreMapStartQuery, StoreSearchQuery, ThreeDsRequest,
  UpdateCheckoutRequest,
} from '../../../contract/checkoutRequests';
import { SignedInDeviceListBody, SignedOutDevicesBody } from '../../../contract/memberDevices';
import { DeviceIdParams } from '../../../contract/memberDevicesRequests';
import { CancelledOrderBody, OrderListBody, RefundDetailBody, RefundListBody } from '../../../contract/memberOrders';
import { IdQuery, OrderListQuery, RefundRequestBody } from '../../../contract/memberOrdersRequests';
import { AccountDeletedBody, BabyListBody, MemberHomeBody, PendingReviewsBody, ProfileBody, ReviewCreatedBody } from '../../../contract/memberProfile';
import { BabyIdParams, BabyRequest, DeleteAccountRequest, PendingReviewsQuery, ProfileRequest, ReviewRequest } from '../../../contract/memberProfileRequests';
import { ClaimedCouponBody, CouponListBody as WalletCouponListBody, CreditBody, GiftClaimedBody, NewCustomerGiftBody } from '../../../contract/memberWallet';
import { ClaimCodeRequest, CouponListQuery } from '../../../contract/memberWalletRequests';
import { BubbleNotificationBody, MissionNotificationBody, ProfileBadgesResponse } from '../../../contract/notifications';
import { BubbleReadRequest, MissionQuery, ProfileBadgeSeenRequest } from '../../../contract/notificationsRequests';
import { CardFormBody, CardResultBody, OrderDetailBody, PlacedOrderBody } from '../../../contract/orders';
import type { RouteDoc } from './routeDoc';

/** The answer of the gateways' notify call: what the notice did. */
const NotifyResult = mini.object({ result: mini.enum(['paid', 'declined', 'needs_refund', 'ignored']) });

/** Checkout, orders, payments and the member area (checkout*.ts, memberOrders.ts, memberWallet.ts, memberProfile.ts, notifications.ts, profileBadges.ts). */
export const memberRouteDocs = {
  // Checkout, destinations, orders, payments, stores
  'POST /v1/checkouts': { summary: '以購物車品項開啟結帳 (伺服器計價；未成立的結帳最多保留 20 筆，開第 21 筆時移除最久未變動的一筆)', member: true, body: CreateCheckoutRequest, response: CheckoutBody, status: 201 },
  'GET /v1/checkouts/:id': { summary: '結帳內容', member: true, params: CheckoutIdParams, response: CheckoutBody, errors: [404] },
  'PATCH /v1/checkouts/:id': { summary: '改買家、配送、付款、發票、折價券、購物金', member: true, params: CheckoutIdParams, body: UpdateCheckoutRequest, response: CheckoutBody, errors: [404, 409] },
  'GET /v1/checkouts/:id/coupons': { summary: '可用與不可用的折價券', member: true, params: CheckoutIdParams, response: CouponListBody, errors: [404] },
  'GET /v1/checkout/banks': { summary: '銀行列表', member: true, response: BankListBody },
  'GET /v1/destinations': { summary: '收件地址', member: true, response: DestinationListBody },
  'POST /v1/destinations': { summary: '新增收件地址（宅配地址、超商門市各最多 20 筆，超過 409）', member: true, body: DestinationInput, response: DestinationBody, status: 201, errors: [409] },
  'PUT /v1/destinations/:destinationId': { summary: '修改收件地址', member: true, params: DestinationIdParams, body: DestinationInput, response: DestinationBody, errors: [404] },
  'DELETE /v1/destinations/:destinationId': { summary: '刪除收件地址', member: true, params: DestinationIdParams, status: 204, errors: [404] },
  'POST /v1/orders': {
    summary: '送出訂單 (同一把 Idempotency-Key 回同一張訂單：新單 201，重送 200)', member: true, body: PlaceOrderRequest, response: PlacedOrderBody, status: [201, 200], errors: [404, 409, 422],
    headers: { 'idempotency-key': { schema: IdempotencyKeyHeader, required: true, description: '每次結帳一把；重送回同一張訂單，換了結帳則 422' } },
  },
  'GET /v1/orders/detail': { summary: '訂單詳情', member: true, query: OrderIdQuery, response: OrderDetailBody, errors: [404] },
  'POST /v1/orders/payments': { summary: '重新付款 (開一筆新的付款)', member: true, query: OrderIdQuery, body: RetryPaymentRequest, response: PlacedOrderBody, status: 201, errors: [404, 409] },
  'POST /v1/payments/notify': { summary: '金流通知 (簽章、防重放；不需 platform header)', body: PaymentNotify, response: NotifyResult, errors: [401] },
  'GET /v1/checkouts/:id/store-map': { summary: '開啟超商門市地圖', member: true, params: CheckoutIdParams, query: StoreMapStartQuery, response: StoreMapStartBody, errors: [404] },
  'GET /sandbox/neweb/payments/:paymentId': { summary: '沙盒刷卡表單資料', member: true, params: PaymentIdParams, response: CardFormBody, demo: true, errors: [404] },
  'POST /sandbox/neweb/payments/:paymentId/card': { summary: '沙盒刷卡', member: true, params: PaymentIdParams, body: CardSubmitRequest, response: CardResultBody, demo: true, errors: [404] },
  'POST /sandbox/neweb/payments/:paymentId/3ds': { summary: '沙盒 3-D Secure', member: true, params: PaymentIdParams, body: ThreeDsRequest, response: CardResultBody, demo: true, errors: [404] },
  'POST /sandbox/atm/:paymentId/transfer': { summary: '沙盒 ATM 轉帳', member: true, params: PaymentIdParams, response: CardResultBody, demo: true, errors: [404] },
  'POST /sandbox/wallet/:paymentId/approve': { summary: '沙盒錢包授權', member: true, params: PaymentIdParams, response: CardResultBody, demo: true, errors: [404] },
  'GET /sandbox/store-map/stores': { summary: '沙盒門市搜尋', query: StoreSearchQuery, response: StoreListBody, demo: true },

  // Member area
  'GET /v1/orders': { summary: '我的訂單', member: true, query: OrderListQuery, response: OrderListBody },
  'POST /v1/orders/cancel': { summary: '取消未付款訂單', member: true, query: IdQuery, response: CancelledOrderBody, errors: [404, 409] },
  'POST /v1/refunds': { summary: '申請退款', member: true, body: RefundRequestBody, response: RefundDetailBody, status: 201, errors: [404, 409] },
  'GET /v1/refunds': { summary: '退款列表', member: true, response: RefundListBody },
  'GET /v1/refunds/detail': { summary: '退款詳情', member: true, query: IdQuery, response: RefundDetailBody, errors: [404] },
  'GET /v1/member/coupons': { summary: '我的折價券', member: true, query: CouponListQuery, response: WalletCouponListBody },
  'POST /v1/member/coupons/claim': { summary: '輸入序號領券', member: true, body: ClaimCodeRequest, response: ClaimedCouponBody, status: 201, errors: [409, 410, 422, 429] },
  'GET /v1/member/new-customer-gift': { summary: '新客禮 (會員另看得到是否已領)', caller: true, response: NewCustomerGiftBody },
  'POST /v1/member/new-customer-gift': { summary: '領新客禮', member: true, response: GiftClaimedBody, status: 201, errors: [409] },
  'GET /v1/member/credit': { summary: '購物金', member: true, response: CreditBody },
  'GET /v1/member/home': { summary: '會員中心首頁', member: true, response: MemberHomeBody },
  'PATCH /v1/member/profile': { summary: '修改個人資料', member: true, body: ProfileRequest, response: ProfileBody },
  'POST /v1/member/delete-account': { summary: '刪除帳號', member: true, body: DeleteAccountRequest, response: AccountDeletedBody, errors: [409, 429] },
  'GET /v1/member/babies': { summary: '寶寶資料', member: true, response: BabyListBody },
  'POST /v1/member/babies': { summary: '新增寶寶', member: true, body: BabyRequest, response: BabyListBody, status: 201, errors: [409] },
  'PUT /v1/member/babies/:id': { summary: '修改寶寶', member: true, params: BabyIdParams, body: BabyRequest, response: BabyListBody, errors: [404] },
  'DELETE /v1/member/babies/:id': { summary: '刪除寶寶 (回其餘的寶寶)', member: true, params: BabyIdParams, response: BabyListBody, errors: [404] },
  'GET /v1/reviews/pending': { summary: '待評價商品', member: true, query: PendingReviewsQuery, response: PendingReviewsBody },
  'POST /v1/reviews': { summary: '寫評價（照片 JPEG/PNG/WebP ≤ 2 MB、≤ 2,500 萬像素，重新編碼並去除 EXIF/GPS 後以 /images/reviews/{key} 提供；無法解碼 400）', member: true, body: ReviewRequest, response: ReviewCreatedBody, status: 201, errors: [404, 409] },
  'GET /v1/member/sessions': { summary: '登入裝置 (current 為這個裝置)', member: true, response: SignedInDeviceListBody },
  'DELETE /v1/member/sessions/:id': { summary: '登出一個裝置 (立即撤銷其 token 與 session；他人的裝置 404)', member: true, params: DeviceIdParams, response: SignedOutDevicesBody, errors: [404] },
  'POST /v1/member/sessions/logout-others': { summary: '登出這個裝置以外的所有裝置', member: true, response: SignedOutDevicesBody },

  // Notification popup and profile badges (SPEC §4.2, §7)
  'GET /v2/member/mission-notification': { summary: '任務通知 (訪客看公開任務)', caller: true, query: MissionQuery, response: mini.nullable(MissionNotificationBody) },
  'POST /v1/member/mission-notification': { summary: '最近顯示的任務通知標為已讀', member: true, response: mini.null() },
  'GET /v2/member/bubble-notification': { summary: '會員最新一則未讀通知', member: true, response: mini.nullable(BubbleNotificationBody) },
  'POST /v1/member/bubble-notification': { summary: '通知標為已讀', member: true, body: BubbleReadRequest, response: mini.null(), errors: [404] },
  'GET /v1/member/profile-badges': { summary: '會員頁紅點 (另有 included.total_badge_number)', member: true, envelope: ProfileBadgesResponse },
  'POST /v1/member/profile-badges': { summary: '會員頁紅點標為已看', member: true, body: ProfileBadgeSeenRequest, response: mini.null() },
} satisfies Record<string, RouteDoc>;

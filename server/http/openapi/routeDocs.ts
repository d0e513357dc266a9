import type { z } from 'zod';
import { z as mini } from 'zod/mini';
import { LoginTestResult, MergeAccountResult, SignedOutResult, SocialStartResult, SocialVerifyResponse, TokenData, EmailResult } from '../../../contract/auth';
import {
  LoginTestRequest, MergeAccountRequest, RefreshTokenRequest, ResendVerificationRequest, SignInRequest, SignUpRequest, SocialStartRequest,
  SocialVerifyRequest, VerifyEmailRequest,
} from '../../../contract/authRequests';
import { GroupList } from '../../../contract/catalog';
import { BrandGroupBuys, BrandPage, CategoryPage, CurationPage, EventBranches, EventPage, ReviewList } from '../../../contract/catalogPages';
import { BrandGroupBuysQuery, IdParams, PageQuery as CatalogPageQuery, PathParams, ReviewsQuery } from '../../../contract/catalogPagesRequests';
import { GroupListParams, GroupListQuery } from '../../../contract/catalogRequests';
import { BankListBody, CheckoutBody, CouponListBody, DestinationListBody, StoreListBody, StoreMapStartBody } from '../../../contract/checkout';
import {
  CardSubmitRequest, CheckoutIdParams, CreateCheckoutRequest, DestinationIdParams, DestinationInput, IdempotencyKeyHeader, OrderIdQuery,
  PaymentIdParams, PaymentNotify, PlaceOrderRequest, RetryPaymentRequest, StoreMapStartQuery, StoreSearchQuery, ThreeDsRequest,
  UpdateCheckoutRequest,
} from '../../../contract/checkoutRequests';
import { ArticleDetail, ContentSuggestions, ExploreHome, GuideDetail } from '../../../contract/explore';
import { ArticleParams, ExploreSuggestQuery, GuideParams } from '../../../contract/exploreRequests';
import { BranchData, BranchSection, FloorList, MallCategoryMenu, MallFilterOptions, MallHome, SearchResult, SearchSuggestions } from '../../../contract/mall';
import {
  BranchParams, CategoryListParams, FeaturedParams, FilterOptionsQuery, FloorParams, PageQuery, SearchQuery, SectionParams, SuggestQuery,
} from '../../../contract/mallRequests';
import { CancelledOrderBody, OrderListBody, RefundDetailBody, RefundListBody } from '../../../contract/memberOrders';
import { IdQuery, OrderListQuery, RefundRequestBody } from '../../../contract/memberOrdersRequests';
import { BabyIdParams, BabyRequest, DeleteAccountRequest, PendingReviewsQuery, ProfileRequest, ReviewRequest } from '../../../contract/memberProfileRequests';
import { CouponListBody as WalletCouponListBody, CreditBody, NewCustomerGiftBody } from '../../../contract/memberWallet';
import { ClaimCodeRequest, CouponListQuery } from '../../../contract/memberWalletRequests';
import { CardFormBody, CardResultBody, OrderDetailBody, PlacedOrderBody } from '../../../contract/orders';
import { CartAddResult, CartBody, CartCount, GroupBuyDetail, ItemDetail, WishListBody, WishListBrief } from '../../../contract/purchase';
import {
  AddToCartRequest, CartQuantityRequest, GroupBuyIdParams, ItemIdParams, OptionIdParams, SubscriptionRequest, TrackingEventRequest,
} from '../../../contract/purchaseRequests';
import { FollowStateBody, LikeStateBody, PostedQuestionBody, QaCategories, QuestionDetailBody, QuestionListBody } from '../../../contract/qa';
import { AnswerRequest, PostQuestionRequest, QaIdParams, QaSearchQuery, QaSuggestQuery, QuestionListQuery, ReportRequest } from '../../../contract/qaRequests';
import { UserInfo } from '../../../contract/userinfo';
import { UtmQuery } from '../../../contract/userinfoRequests';
import { trackingRouteDocs } from './trackingDocs';
import { BubbleNotificationBody, MissionNotificationBody, ProfileBadgeBody } from '../../../contract/notifications';
import { BubbleReadRequest, MissionQuery, ProfileBadgeSeenRequest } from '../../../contract/notificationsRequests';

/** Response shapes the contract has no name for (named here so the document can reference them). */
export const DocSchemas = { GroupLists: mini.array(GroupList) };

/** Any zod schema, full zod (requests) or zod/mini (responses). */
export type AnySchema = z.core.$ZodType;

/** What the OpenAPI document says about one route beyond its method and path (which come from Fastify). */
export interface RouteDoc {
  summary: string;
  /** Needs a signed-in member (x-oauth-token or the auth cookie). */
  member?: boolean;
  params?: AnySchema;
  query?: AnySchema;
  body?: AnySchema;
  /** Request headers beyond platform and x-oauth-token. */
  headers?: Record<string, { schema: AnySchema; required: boolean; description: string }>;
  /** The payload inside `{ data }` (output shape). */
  response?: AnySchema;
  /** Success status; 200 unless given. 204 has no body. */
  status?: 200 | 201 | 202 | 204 | 303;
  /** Demo mode only (not registered otherwise). */
  demo?: boolean;
}

/**
 * The registry behind /openapi.json: which contract schema each route parses and answers with, keyed
 * `METHOD path` as registered in Fastify. A route missing here still appears, with a generic entry.
 */
export const routeDocs: Record<string, RouteDoc> = {
  'GET /ping': { summary: '健康檢查：資料庫可讀寫時 200，否則 503' },
  ...trackingRouteDocs,

  // Accounts, tokens, social sign-in (server/http/routes/accounts.ts, tokens.ts, social.ts, loginTest.ts)
  'POST /v2/member/signup': { summary: '註冊 (e-mail)', body: SignUpRequest, response: EmailResult, status: 201 },
  'POST /v2/member/verify-email': { summary: '驗證 e-mail', body: VerifyEmailRequest, response: EmailResult },
  'POST /v2/member/resend-verification': { summary: '重寄驗證信', body: ResendVerificationRequest, response: EmailResult },
  'POST /v2/member/login': { summary: '登入；失敗計次鎖定 (429 + Retry-After)', body: SignInRequest, response: TokenData },
  'POST /v2/member/logout': { summary: '登出 (撤銷 token family)', response: SignedOutResult },
  'POST /v2/member/login-test': { summary: '以示範會員登入 (demo mode)', body: LoginTestRequest, response: LoginTestResult, demo: true },
  'POST /api/auth/token': { summary: '以 refresh token 換新 token (單次使用)', body: RefreshTokenRequest, response: TokenData },
  'POST /api/auth/token/renew': { summary: '延長 session 的 token', response: TokenData },
  'POST /v2/member/social/start': { summary: '社群登入：取得授權網址', body: SocialStartRequest, response: SocialStartResult },
  'POST /v2/member/social/verify': { summary: '社群登入：驗證回呼', body: SocialVerifyRequest, response: SocialVerifyResponse },
  'POST /v2/member/merge-account': { summary: '社群帳號合併', body: MergeAccountRequest, response: MergeAccountResult },
  'GET /api/userinfo': { summary: '使用者資訊 (SPEC §3)', query: UtmQuery, response: UserInfo },
  'DELETE /api/userinfo/utm': { summary: '清除 UTM' },
  'GET /v2/member/me': { summary: '目前的會員', member: true },

  // Browse (mall.ts)
  'GET /resource/mall/all': { summary: '商城首頁：選單、區塊、樓層', response: MallHome },
  'GET /resource/mall/:branch': { summary: '分館資料', params: BranchParams, response: BranchData },
  'GET /resource/mall-menu': { summary: '全部分館與分類樹', response: MallCategoryMenu },
  'GET /api/v2/branch-sections/:id': { summary: '分館區塊', params: SectionParams, response: BranchSection },
  'GET /v3/shopping/mall/filter': { summary: '篩選選項', query: FilterOptionsQuery, response: MallFilterOptions },
  'GET /v3/shopping/mall/:branchPath/groupbuy/:type': { summary: '團購列表 (可篩選)', params: GroupListParams, query: GroupListQuery, response: DocSchemas.GroupLists },
  'GET /v3/shopping/mall/:branchPath/category/:mainSlug/groupbuy/:type': { summary: '分類團購列表 (SEO)', params: CategoryListParams, query: GroupListQuery, response: DocSchemas.GroupLists },
  'GET /v3/shopping/featured/:type': { summary: '精選列表', params: FeaturedParams, query: PageQuery },
  'GET /v3/shopping/floor/:path': { summary: '樓層列表', params: FloorParams, query: PageQuery, response: FloorList },
  'GET /v3/shopping/search': { summary: '搜尋團購', query: SearchQuery, response: SearchResult },
  'GET /v3/shopping/search/suggest': { summary: '搜尋建議', query: SuggestQuery, response: SearchSuggestions },

  // Catalog pages (catalogPages.ts)
  'GET /v3/shopping/curation/:path': { summary: '策展頁', params: PathParams, query: CatalogPageQuery, response: CurationPage },
  'GET /v3/shopping/category/:id': { summary: '分類頁', params: IdParams, query: CatalogPageQuery, response: CategoryPage },
  'GET /v3/shopping/brand/:id': { summary: '品牌頁', params: IdParams, response: BrandPage },
  'GET /v3/shopping/brand/:id/groupbuys': { summary: '品牌的團購', params: IdParams, query: BrandGroupBuysQuery, response: BrandGroupBuys },
  'GET /v3/shopping/reviews': { summary: '評價', query: ReviewsQuery, response: ReviewList },
  'GET /v3/shopping/event/:path': { summary: '活動頁', params: PathParams, query: CatalogPageQuery, response: EventPage },
  'GET /v3/shopping/event/:path/branches': { summary: '活動的分館', params: PathParams, response: EventBranches },

  // Buy slice (purchase.ts)
  'GET /v3/shopping/groupbuy/:id': { summary: '團購詳情', params: GroupBuyIdParams, response: GroupBuyDetail },
  'GET /v3/shopping/item/:itemId': { summary: '商品所屬團購', params: ItemIdParams, response: ItemDetail },
  'POST /v1/tracking/events': { summary: '追蹤事件', body: TrackingEventRequest },
  'POST /v3/shoppingcart': { summary: '加入購物車', member: true, body: AddToCartRequest, response: CartAddResult },
  'GET /v2/shoppingcart/count': { summary: '購物車件數', member: true, response: CartCount },
  'GET /v2/shoppingcart': { summary: '購物車 (分組、促銷、運費、不可購買的品項)', member: true, response: CartBody },
  'PATCH /v2/shoppingcart/items/:optionId': { summary: '改數量', member: true, params: OptionIdParams, body: CartQuantityRequest, response: CartBody },
  'DELETE /v2/shoppingcart/items/:optionId': { summary: '移除品項 (冪等)', member: true, params: OptionIdParams, response: CartBody },
  'GET /api/v1/wishlist/brief': { summary: '追蹤清單摘要', member: true, response: WishListBrief },
  'GET /api/v1/wishlist': { summary: '追蹤清單', member: true, response: WishListBody },
  'POST /v4/subscription': { summary: '追蹤商品或團購', member: true, body: SubscriptionRequest, response: WishListBrief },
  'DELETE /v4/subscription': { summary: '取消追蹤', member: true, body: SubscriptionRequest, response: WishListBrief },

  // Q&A (qa.ts)
  'GET /v1/qa/categories': { summary: '問答分類', response: QaCategories },
  'GET /v1/qa/questions': { summary: '問題列表', query: QuestionListQuery, response: QuestionListBody },
  'GET /v1/qa/search': { summary: '搜尋問題', query: QaSearchQuery, response: QuestionListBody },
  'GET /v1/qa/search/suggest': { summary: '問答搜尋建議', query: QaSuggestQuery, response: ContentSuggestions },
  'GET /v1/qa/questions/:id': { summary: '問題詳情', params: QaIdParams, response: QuestionDetailBody },
  'POST /v1/qa/questions': { summary: '發問', member: true, body: PostQuestionRequest, response: PostedQuestionBody, status: 201 },
  'PATCH /v1/qa/questions/:id': { summary: '編輯問題', member: true, params: QaIdParams, body: PostQuestionRequest, response: QuestionDetailBody },
  'DELETE /v1/qa/questions/:id': { summary: '刪除問題', member: true, params: QaIdParams, status: 204 },
  'POST /v1/qa/questions/:id/follow': { summary: '追蹤問題', member: true, params: QaIdParams, response: FollowStateBody },
  'DELETE /v1/qa/questions/:id/follow': { summary: '取消追蹤問題', member: true, params: QaIdParams, response: FollowStateBody },
  'POST /v1/qa/reports': { summary: '檢舉', member: true, body: ReportRequest, status: 201 },
  'POST /v1/qa/questions/:id/answers': { summary: '回答', member: true, params: QaIdParams, body: AnswerRequest, status: 201 },
  'PATCH /v1/qa/answers/:id': { summary: '編輯回答', member: true, params: QaIdParams, body: AnswerRequest },
  'DELETE /v1/qa/answers/:id': { summary: '刪除回答', member: true, params: QaIdParams, status: 204 },
  'POST /v1/qa/answers/:id/like': { summary: '按讚', member: true, params: QaIdParams, response: LikeStateBody },
  'DELETE /v1/qa/answers/:id/like': { summary: '收回讚', member: true, params: QaIdParams, response: LikeStateBody },

  // Explore (explore.ts)
  'GET /v1/explore': { summary: '探索首頁', response: ExploreHome },
  'GET /v1/explore/articles/:id': { summary: '文章', params: ArticleParams, response: ArticleDetail },
  'GET /v1/explore/guides/:id': { summary: '選購指南', params: GuideParams, response: GuideDetail },
  'GET /v1/explore/search/suggest': { summary: '探索搜尋建議', query: ExploreSuggestQuery, response: ContentSuggestions },

  // Checkout, destinations, orders, payments, stores (checkout*.ts)
  'POST /v1/checkouts': { summary: '以購物車品項開啟結帳 (伺服器計價)', member: true, body: CreateCheckoutRequest, response: CheckoutBody, status: 201 },
  'GET /v1/checkouts/:id': { summary: '結帳內容', member: true, params: CheckoutIdParams, response: CheckoutBody },
  'PATCH /v1/checkouts/:id': { summary: '改買家、配送、付款、發票、折價券、購物金', member: true, params: CheckoutIdParams, body: UpdateCheckoutRequest, response: CheckoutBody },
  'GET /v1/checkouts/:id/coupons': { summary: '可用與不可用的折價券', member: true, params: CheckoutIdParams, response: CouponListBody },
  'GET /v1/checkout/banks': { summary: '銀行列表', member: true, response: BankListBody },
  'GET /v1/destinations': { summary: '收件地址', member: true, response: DestinationListBody },
  'POST /v1/destinations': { summary: '新增收件地址', member: true, body: DestinationInput, status: 201 },
  'PUT /v1/destinations/:destinationId': { summary: '修改收件地址', member: true, params: DestinationIdParams, body: DestinationInput },
  'DELETE /v1/destinations/:destinationId': { summary: '刪除收件地址', member: true, params: DestinationIdParams, status: 204 },
  'POST /v1/orders': {
    summary: '送出訂單 (同一把 Idempotency-Key 回同一張訂單：新單 201，重送 200)', member: true, body: PlaceOrderRequest, response: PlacedOrderBody, status: 201,
    headers: { 'idempotency-key': { schema: IdempotencyKeyHeader, required: true, description: '每次結帳一把；重送回同一張訂單，換了結帳則 422' } },
  },
  'GET /v1/orders/detail': { summary: '訂單詳情', member: true, query: OrderIdQuery, response: OrderDetailBody },
  'POST /v1/orders/payments': { summary: '重新付款', member: true, query: OrderIdQuery, body: RetryPaymentRequest, response: PlacedOrderBody },
  'POST /v1/payments/notify': { summary: '金流通知 (簽章、防重放；不需 platform header)', body: PaymentNotify },
  'GET /v1/checkouts/:id/store-map': { summary: '開啟超商門市地圖', member: true, params: CheckoutIdParams, query: StoreMapStartQuery, response: StoreMapStartBody },
  'GET /sandbox/neweb/payments/:paymentId': { summary: '沙盒刷卡表單資料', member: true, params: PaymentIdParams, response: CardFormBody, demo: true },
  'POST /sandbox/neweb/payments/:paymentId/card': { summary: '沙盒刷卡', member: true, params: PaymentIdParams, body: CardSubmitRequest, response: CardResultBody, demo: true },
  'POST /sandbox/neweb/payments/:paymentId/3ds': { summary: '沙盒 3-D Secure', member: true, params: PaymentIdParams, body: ThreeDsRequest, response: CardResultBody, demo: true },
  'POST /sandbox/atm/:paymentId/transfer': { summary: '沙盒 ATM 轉帳', member: true, params: PaymentIdParams, response: CardResultBody, demo: true },
  'POST /sandbox/wallet/:paymentId/approve': { summary: '沙盒錢包授權', member: true, params: PaymentIdParams, response: CardResultBody, demo: true },
  'GET /sandbox/store-map/stores': { summary: '沙盒門市搜尋', query: StoreSearchQuery, response: StoreListBody, demo: true },

  // Member area (memberOrders.ts, memberWallet.ts, memberProfile.ts)
  'GET /v1/orders': { summary: '我的訂單', member: true, query: OrderListQuery, response: OrderListBody },
  'POST /v1/orders/cancel': { summary: '取消未付款訂單', member: true, query: IdQuery, response: CancelledOrderBody },
  'POST /v1/refunds': { summary: '申請退款', member: true, body: RefundRequestBody, response: RefundDetailBody, status: 201 },
  'GET /v1/refunds': { summary: '退款列表', member: true, response: RefundListBody },
  'GET /v1/refunds/detail': { summary: '退款詳情', member: true, query: IdQuery, response: RefundDetailBody },
  'GET /v1/member/coupons': { summary: '我的折價券', member: true, query: CouponListQuery, response: WalletCouponListBody },
  'POST /v1/member/coupons/claim': { summary: '輸入序號領券', member: true, body: ClaimCodeRequest, status: 201 },
  'GET /v1/member/new-customer-gift': { summary: '新客禮', response: NewCustomerGiftBody },
  'POST /v1/member/new-customer-gift': { summary: '領新客禮', member: true, status: 201 },
  'GET /v1/member/credit': { summary: '購物金', member: true, response: CreditBody },
  'GET /v1/member/home': { summary: '會員中心首頁', member: true },
  'PATCH /v1/member/profile': { summary: '修改個人資料', member: true, body: ProfileRequest },
  'POST /v1/member/delete-account': { summary: '刪除帳號', member: true, body: DeleteAccountRequest },
  'GET /v1/member/babies': { summary: '寶寶資料', member: true },
  'POST /v1/member/babies': { summary: '新增寶寶', member: true, body: BabyRequest },
  'PUT /v1/member/babies/:id': { summary: '修改寶寶', member: true, params: BabyIdParams, body: BabyRequest },
  'DELETE /v1/member/babies/:id': { summary: '刪除寶寶', member: true, params: BabyIdParams },
  'GET /v1/reviews/pending': { summary: '待評價商品', member: true, query: PendingReviewsQuery },
  'POST /v1/reviews': { summary: '寫評價', member: true, body: ReviewRequest },
  // Notification popup and profile badges (notifications.ts, profileBadges.ts; SPEC §4.2, §7)
  'GET /v2/member/mission-notification': { summary: '任務通知 (訪客看公開任務)', query: MissionQuery, response: mini.nullable(MissionNotificationBody) },
  'POST /v1/member/mission-notification': { summary: '最近顯示的任務通知標為已讀', member: true },
  'GET /v2/member/bubble-notification': { summary: '會員最新一則未讀通知', member: true, response: mini.nullable(BubbleNotificationBody) },
  'POST /v1/member/bubble-notification': { summary: '通知標為已讀', member: true, body: BubbleReadRequest },
  'GET /v1/member/profile-badges': { summary: '會員頁紅點 (另有 included.total_badge_number)', member: true, response: mini.array(ProfileBadgeBody) },
  'POST /v1/member/profile-badges': { summary: '會員頁紅點標為已看', member: true, body: ProfileBadgeSeenRequest },
};


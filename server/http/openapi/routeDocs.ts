import { z as mini } from 'zod/mini';
import { LoginTestResult, MergeAccountResult, SignedOutResult, SocialStartResult, SocialVerifyResponse, TokenData, EmailResult } from '../../../contract/auth';
import {
  ForgotPasswordRequest, LoginTestRequest, MergeAccountRequest, RefreshTokenRequest, ResendVerificationRequest, ResetPasswordRequest, SignInRequest,
  SignUpRequest, SocialStartRequest, SocialVerifyRequest, VerifyEmailRequest,
} from '../../../contract/authRequests';
import { GroupList } from '../../../contract/catalog';
import { BrandGroupBuys, BrandPage, CategoryPage, CurationPage, EventBranches, EventPage, ReviewList } from '../../../contract/catalogPages';
import { BrandGroupBuysQuery, IdParams, PageQuery as CatalogPageQuery, PathParams, ReviewsQuery } from '../../../contract/catalogPagesRequests';
import { GroupListParams, GroupListQuery } from '../../../contract/catalogRequests';
import { ArticleDetail, ContentSuggestions, ExploreHome, GuideDetail } from '../../../contract/explore';
import { ArticleParams, ExploreSuggestQuery, GuideParams } from '../../../contract/exploreRequests';
import { BranchData, BranchSection, FloorList, MallCategoryMenu, MallFilterOptions, MallHome, SearchResult, SearchSuggestions } from '../../../contract/mall';
import {
  BranchParams, CategoryListParams, FeaturedParams, FilteredListQuery, FilterOptionsQuery, FloorParams, PageQuery, SearchQuery, SectionParams, SuggestQuery,
} from '../../../contract/mallRequests';
import { AnswerBody, FollowStateBody, LikeStateBody, PostedQuestionBody, QaCategories, QaSuggestBody, QuestionDetailBody, QuestionListBody } from '../../../contract/qa';
import { AnswerRequest, PostQuestionRequest, QaIdParams, QaSearchQuery, QaSuggestQuery, QuestionListQuery, ReportRequest } from '../../../contract/qaRequests';
import { UserInfo } from '../../../contract/userinfo';
import { UtmQuery } from '../../../contract/userinfoRequests';
import { memberRouteDocs } from './memberDocs';
import type { RouteDoc } from './routeDoc';
import { trackingRouteDocs } from './trackingDocs';


/** Response shapes the contract has no name for (named here so the document can reference them). */
export const DocSchemas = {
  GroupLists: mini.array(GroupList),
  MemberMe: mini.object({ id: mini.int(), email: mini.string(), nickname: mini.string(), email_verified: mini.boolean(), has_password: mini.boolean() }),
};

const EmailRequestResult = { response: EmailResult, errors: [429] } as const;

/**
 * The registry behind /openapi.json: which contract schema each route parses and answers with, keyed
 * `METHOD path` as registered in Fastify. A route missing here still appears, with a generic entry.
 */
export const routeDocs: Record<string, RouteDoc> = {
  'GET /ping': { summary: '健康檢查：資料庫可讀寫時 200，否則 503', response: mini.object({ status: mini.literal('ok') }) },
  ...trackingRouteDocs,

  // Accounts, tokens, social sign-in (server/http/routes/accounts.ts, tokens.ts, social.ts, loginTest.ts)
  'POST /v2/member/signup': { summary: '註冊 (e-mail)', body: SignUpRequest, ...EmailRequestResult, status: 201 },
  'POST /v2/member/verify-email': { summary: '驗證 e-mail', body: VerifyEmailRequest, response: EmailResult },
  'POST /v2/member/resend-verification': { summary: '重寄驗證信', body: ResendVerificationRequest, ...EmailRequestResult },
  'POST /v2/member/password/forgot': { summary: '忘記密碼：寄出重設連結 (不論是否為會員，回答都一樣)', body: ForgotPasswordRequest, ...EmailRequestResult },
  'POST /v2/member/password/reset': { summary: '以連結重設密碼 (單次使用)', body: ResetPasswordRequest, response: mini.object({ reset: mini.literal(true) }) },
  'POST /v2/member/login': { summary: '登入；失敗計次鎖定 (429 + Retry-After)', body: SignInRequest, response: TokenData, errors: [401, 403, 429] },
  'POST /v2/member/logout': { summary: '登出 (撤銷 token family)', caller: true, response: SignedOutResult },
  'POST /v2/member/login-test': { summary: '以示範會員登入 (demo mode)', body: LoginTestRequest, response: LoginTestResult, demo: true, errors: [403] },
  'POST /api/auth/token': { summary: '以 refresh token 換新 token (單次使用；body 或 auth_token_data cookie)', body: RefreshTokenRequest, response: TokenData, errors: [401] },
  'POST /api/auth/token/renew': { summary: '延長 session 的 token', member: true, response: TokenData },
  'POST /v2/member/social/start': { summary: '社群登入：取得授權網址', body: SocialStartRequest, response: SocialStartResult },
  'POST /v2/member/social/verify': { summary: '社群登入：驗證回呼', body: SocialVerifyRequest, response: SocialVerifyResponse },
  'POST /v2/member/merge-account': { summary: '社群帳號合併', body: MergeAccountRequest, response: MergeAccountResult, errors: [401, 429] },
  'GET /api/userinfo': { summary: '使用者資訊 (SPEC §3)', caller: true, query: UtmQuery, response: UserInfo },
  'DELETE /api/userinfo/utm': { summary: '清除 UTM', response: mini.object({ utm_query_string: mini.null() }) },
  'GET /v2/member/me': { summary: '目前的會員', member: true, response: DocSchemas.MemberMe },

  // Browse (mall.ts)
  'GET /resource/mall/all': { summary: '商城首頁：選單、區塊、樓層', response: MallHome },
  'GET /resource/mall/:branch': { summary: '分館資料', params: BranchParams, response: BranchData, errors: [404] },
  'GET /resource/mall-menu': { summary: '全部分館與分類樹', response: MallCategoryMenu },
  'GET /api/v2/branch-sections/:id': { summary: '分館區塊', params: SectionParams, response: BranchSection, errors: [404] },
  'GET /v3/shopping/mall/filter': { summary: '篩選選項', query: FilterOptionsQuery, response: MallFilterOptions, errors: [404] },
  'GET /v3/shopping/mall/:branchPath/groupbuy/:type': {
    summary: '團購列表 (可篩選)', params: GroupListParams, query: [GroupListQuery, FilteredListQuery], response: DocSchemas.GroupLists, errors: [404],
  },
  'GET /v3/shopping/mall/:branchPath/category/:mainSlug/groupbuy/:type': {
    summary: '分類團購列表 (SEO)', params: CategoryListParams, query: [GroupListQuery, FilteredListQuery], response: DocSchemas.GroupLists, errors: [404],
  },
  'GET /v3/shopping/featured/:type': { summary: '精選列表', params: FeaturedParams, query: PageQuery, response: GroupList },
  'GET /v3/shopping/floor/:path': { summary: '樓層列表', params: FloorParams, query: PageQuery, response: FloorList, errors: [404] },
  'GET /v3/shopping/search': { summary: '搜尋團購', query: SearchQuery, response: SearchResult },
  'GET /v3/shopping/search/suggest': { summary: '搜尋建議', query: SuggestQuery, response: SearchSuggestions },

  // Catalog pages (catalogPages.ts)
  'GET /v3/shopping/curation/:path': { summary: '策展頁', params: PathParams, query: CatalogPageQuery, response: CurationPage, errors: [404] },
  'GET /v3/shopping/category/:id': { summary: '分類頁', params: IdParams, query: CatalogPageQuery, response: CategoryPage, errors: [404] },
  'GET /v3/shopping/brand/:id': { summary: '品牌頁', params: IdParams, response: BrandPage, errors: [404] },
  'GET /v3/shopping/brand/:id/groupbuys': { summary: '品牌的團購', params: IdParams, query: BrandGroupBuysQuery, response: BrandGroupBuys, errors: [404] },
  'GET /v3/shopping/reviews': { summary: '評價', query: ReviewsQuery, response: ReviewList, errors: [404] },
  'GET /v3/shopping/event/:path': { summary: '活動頁', params: PathParams, query: CatalogPageQuery, response: EventPage, errors: [404] },
  'GET /v3/shopping/event/:path/branches': { summary: '活動的分館', params: PathParams, response: EventBranches, errors: [404] },

  // Buy slice (purchase.ts)

  // Q&A (qa.ts): 403 on another member's post
  'GET /v1/qa/categories': { summary: '問答分類', response: QaCategories },
  'GET /v1/qa/questions': { summary: '問題列表', query: QuestionListQuery, response: QuestionListBody },
  'GET /v1/qa/search': { summary: '搜尋問題', query: QaSearchQuery, response: QuestionListBody },
  'GET /v1/qa/search/suggest': { summary: '問答搜尋建議', query: QaSuggestQuery, response: QaSuggestBody },
  'GET /v1/qa/questions/:id': { summary: '問題詳情 (會員另看得到自己的讚與追蹤)', caller: true, params: QaIdParams, response: QuestionDetailBody, errors: [404] },
  'POST /v1/qa/questions': { summary: '發問 (每小時 5 則)', member: true, body: PostQuestionRequest, response: PostedQuestionBody, status: 201, errors: [429] },
  'PATCH /v1/qa/questions/:id': { summary: '編輯問題', member: true, params: QaIdParams, body: PostQuestionRequest, response: QuestionDetailBody, errors: [403, 404] },
  'DELETE /v1/qa/questions/:id': { summary: '刪除問題', member: true, params: QaIdParams, status: 204, errors: [403, 404] },
  'POST /v1/qa/questions/:id/follow': { summary: '追蹤問題', member: true, params: QaIdParams, response: FollowStateBody, errors: [404] },
  'DELETE /v1/qa/questions/:id/follow': { summary: '取消追蹤問題', member: true, params: QaIdParams, response: FollowStateBody, errors: [404] },
  'POST /v1/qa/reports': { summary: '檢舉 (重複檢舉回答相同)', member: true, body: ReportRequest, response: mini.object({ reported: mini.literal(true) }), status: 201, errors: [404, 429] },
  'POST /v1/qa/questions/:id/answers': { summary: '回答 (每小時 30 則)', member: true, params: QaIdParams, body: AnswerRequest, response: AnswerBody, status: 201, errors: [404, 429] },
  'PATCH /v1/qa/answers/:id': { summary: '編輯回答', member: true, params: QaIdParams, body: AnswerRequest, response: mini.object({ updated: mini.literal(true) }), errors: [403, 404] },
  'DELETE /v1/qa/answers/:id': { summary: '刪除回答', member: true, params: QaIdParams, status: 204, errors: [403, 404] },
  'POST /v1/qa/answers/:id/like': { summary: '按讚', member: true, params: QaIdParams, response: LikeStateBody, errors: [404] },
  'DELETE /v1/qa/answers/:id/like': { summary: '收回讚', member: true, params: QaIdParams, response: LikeStateBody, errors: [404] },

  // Explore (explore.ts)
  'GET /v1/explore': { summary: '探索首頁', response: ExploreHome },
  'GET /v1/explore/articles/:id': { summary: '文章', params: ArticleParams, response: ArticleDetail, errors: [404] },
  'GET /v1/explore/guides/:id': { summary: '選購指南', params: GuideParams, response: GuideDetail, errors: [404] },
  'GET /v1/explore/search/suggest': { summary: '探索搜尋建議', query: ExploreSuggestQuery, response: ContentSuggestions },

  ...memberRouteDocs,
};

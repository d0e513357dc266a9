import {
  BankListBody, CheckoutBody, CouponListBody, DestinationBody, DestinationListBody, StoreListBody, StoreMapStartBody,
} from '../checkout';
import {
  CheckoutIdParams, CreateCheckoutRequest, DestinationIdParams, DestinationInput, IdempotencyKeyHeader, OrderIdQuery,
  PaymentIdParams, PlaceOrderRequest, RetryPaymentRequest, StoreMapStartQuery, StoreSearchQuery, UpdateCheckoutRequest,
} from '../checkoutRequests';
import { endpoint } from '../endpoint';
import { CardFormBody, CardResultBody, OrderDetailBody, PlacedOrderBody } from '../orders';

const sandboxPayment = (path: string, summary: string) => endpoint({
  method: 'POST', path, summary, access: 'member', params: PaymentIdParams, response: CardResultBody, errors: [404], demo: true,
});

/**
 * The checkout session, destinations, placing and paying orders (the gateway's hosted page and its
 * posts back are plain routes: http/routes/newebpay.ts), and the demo mode's stand-ins for the ATM
 * transfer, the AFTEE wallet and the store map (SPEC §7).
 */
export const CheckoutEndpoints = {
  open: endpoint({
    method: 'POST', path: '/v1/checkouts', access: 'member', body: CreateCheckoutRequest, response: CheckoutBody, status: 201,
    summary: '以購物車品項開啟結帳 (伺服器計價；未成立的結帳最多保留 20 筆，開第 21 筆時移除最久未變動的一筆)',
  }),
  checkout: endpoint({
    method: 'GET', path: '/v1/checkouts/:id', summary: '結帳內容', access: 'member', params: CheckoutIdParams, response: CheckoutBody, errors: [404],
  }),
  change: endpoint({
    method: 'PATCH', path: '/v1/checkouts/:id', summary: '改買家、配送、付款、發票、折價券、購物金', access: 'member',
    params: CheckoutIdParams, body: UpdateCheckoutRequest, response: CheckoutBody, errors: [404, 409],
  }),
  coupons: endpoint({
    method: 'GET', path: '/v1/checkouts/:id/coupons', summary: '可用與不可用的折價券', access: 'member', params: CheckoutIdParams, response: CouponListBody, errors: [404],
  }),
  banks: endpoint({ method: 'GET', path: '/v1/checkout/banks', summary: '銀行列表', access: 'member', response: BankListBody }),
  destinations: endpoint({ method: 'GET', path: '/v1/destinations', summary: '收件地址', access: 'member', response: DestinationListBody }),
  addDestination: endpoint({
    method: 'POST', path: '/v1/destinations', summary: '新增收件地址（宅配地址、超商門市各最多 20 筆，超過 409）', access: 'member',
    body: DestinationInput, response: DestinationBody, status: 201, errors: [409],
  }),
  editDestination: endpoint({
    method: 'PUT', path: '/v1/destinations/:destinationId', summary: '修改收件地址', access: 'member',
    params: DestinationIdParams, body: DestinationInput, response: DestinationBody, errors: [404],
  }),
  removeDestination: endpoint({
    method: 'DELETE', path: '/v1/destinations/:destinationId', summary: '刪除收件地址', access: 'member', params: DestinationIdParams, status: 204, errors: [404],
  }),
  placeOrder: endpoint({
    method: 'POST', path: '/v1/orders', summary: '送出訂單 (同一把 Idempotency-Key 回同一張訂單：新單 201，重送 200)', access: 'member',
    body: PlaceOrderRequest, response: PlacedOrderBody, status: [201, 200], errors: [404, 409, 422],
    headers: { 'idempotency-key': { schema: IdempotencyKeyHeader, required: true, description: '每次結帳一把；重送回同一張訂單，換了結帳則 422' } },
  }),
  order: endpoint({ method: 'GET', path: '/v1/orders/detail', summary: '訂單詳情', access: 'member', query: OrderIdQuery, response: OrderDetailBody, errors: [404] }),
  retryPayment: endpoint({
    method: 'POST', path: '/v1/orders/payments', summary: '重新付款 (開一筆新的付款)', access: 'member',
    query: OrderIdQuery, body: RetryPaymentRequest, response: PlacedOrderBody, status: 201, errors: [404, 409],
  }),
  storeMap: endpoint({
    method: 'GET', path: '/v1/checkouts/:id/store-map', summary: '開啟超商門市地圖', access: 'member',
    params: CheckoutIdParams, query: StoreMapStartQuery, response: StoreMapStartBody, errors: [404],
  }),
  storeSearch: endpoint({
    method: 'GET', path: '/sandbox/store-map/stores', summary: '沙盒門市搜尋', access: 'public', query: StoreSearchQuery, response: StoreListBody, demo: true,
  }),
  cardForm: endpoint({
    method: 'GET', path: '/v1/payments/:paymentId/hosted-form', summary: '前往付款：送往金流付款頁的表單 (每次重新簽章)', access: 'member',
    params: PaymentIdParams, response: CardFormBody, errors: [404],
  }),
  atmTransfer: sandboxPayment('/sandbox/atm/:paymentId/transfer', '沙盒 ATM 轉帳'),
  walletApprove: sandboxPayment('/sandbox/wallet/:paymentId/approve', '沙盒錢包授權'),
};

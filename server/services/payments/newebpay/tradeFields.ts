import { taipeiYmd } from '../../../../src/domain/taipeiTime';
import { ATM_DEADLINE_MS, type PaymentMethod } from '../../../../src/domain/checkout/payments';
import type { HostedFormRequest } from '../PaymentGateway';

/** The MPG version these fields follow (藍新 多功能收款 MPG, Version 2.0). */
export const MPG_VERSION = '2.0';

/** Our side of the protocol: where the gateway posts back, relative to PUBLIC_ORIGIN. */
export const NEWEBPAY_PATHS = { notify: '/payments/newebpay/notify', return: '/payments/newebpay/return', customer: '/payments/newebpay/customer' } as const;

/** Which MPG method flag each of our methods turns on (one per trade: the shopper chose already). */
const METHOD_FLAGS: Partial<Record<PaymentMethod, string>> = { card: 'CREDIT', atm: 'VACC', line_pay: 'LINEPAY' };

export const mpgMethodOf = (method: PaymentMethod): string | null => METHOD_FLAGS[method] ?? null;

/** How long the MPG page itself stays open for card and wallet trades (its TradeLimit, 60-900 s). */
const TRADE_LIMIT_S = 900;

/** The trade fields of one payment attempt, in the manual's order; TradeInfo is these, URL-encoded and encrypted. */
export function tradeFields(
  request: HostedFormRequest & { merchantId: string; merchantOrderNo: string; publicOrigin: string }, now: number,
): Record<string, string | number> {
  const flag = mpgMethodOf(request.method);
  if (!flag) throw new Error(`NewebPay MPG does not take ${request.method}`);
  const origin = request.publicOrigin;
  const fields: Record<string, string | number> = {
    MerchantID: request.merchantId, RespondType: 'JSON', TimeStamp: Math.floor(now / 1000), Version: MPG_VERSION, LangType: 'zh-tw',
    MerchantOrderNo: request.merchantOrderNo, Amt: request.amount, ItemDesc: `寶貝揪團訂單 ${request.orderNumber}`.slice(0, 50),
    ReturnURL: `${origin}${NEWEBPAY_PATHS.return}`, NotifyURL: `${origin}${NEWEBPAY_PATHS.notify}`,
    ClientBackURL: `${origin}${request.returnPath}`, LoginType: 0, [flag]: 1,
  };
  if (flag === 'VACC') {
    // The transfer deadline (Taipei date); the account itself comes back to CustomerURL.
    fields.ExpireDate = taipeiYmd(now + ATM_DEADLINE_MS, '');
    fields.CustomerURL = `${origin}${NEWEBPAY_PATHS.customer}`;
  } else {
    fields.TradeLimit = TRADE_LIMIT_S;
  }
  return fields;
}

import type { CreatedShipment } from '../LogisticsProvider';
import { parseEcpayDate } from './ecpayFields';

/** ECPay's 物流訂單查詢 (QueryLogisticsTradeInfo V4): a parcel is looked up by our MerchantTradeNo. */
export const TRADE_QUERY_PATH = '/Helper/QueryLogisticsTradeInfo/V4';

export function tradeQueryFields(merchantId: string, merchantTradeNo: string, now: number): Record<string, string> {
  return { MerchantID: merchantId, MerchantTradeNo: merchantTradeNo, TimeStamp: String(Math.floor(now / 1000)) };
}

/**
 * Reads the query's answer (`Name=value&…`, signed): the parcel booked under the trade number, or null when
 * ECPay has none (`0|…`, or an answer without an AllPayLogisticsID). An answer whose CheckMacValue or trade
 * number is not ours is not believed: the call fails, and the shipment stays unknown.
 */
export function readTradeQueryAnswer(text: string, merchantTradeNo: string, signed: (fields: Record<string, string>) => boolean): CreatedShipment | null {
  if (text.startsWith('0|')) return null;
  const fields = Object.fromEntries(new URLSearchParams(text));
  if (!fields.AllPayLogisticsID) return null;
  if (!signed(fields) || fields.MerchantTradeNo !== merchantTradeNo) throw new Error('ECPay QueryLogisticsTradeInfo answered with a CheckMacValue or trade that is not ours');
  // LogisticsType answers as `CVS_UNIMARTC2C` / `HOME_TCAT`: the type and sub type of the create.
  const [logisticsType = '', subType = ''] = (fields.LogisticsType ?? '').split('_');
  return {
    logisticsId: fields.AllPayLogisticsID, logisticsType, subType,
    cvsPaymentNo: fields.CVSPaymentNo || null, cvsValidationNo: fields.CVSValidationNo || null, bookingNote: fields.BookingNote || null,
    code: fields.LogisticsStatus || '300', message: '', statusAt: parseEcpayDate(fields.TradeDate ?? '') ?? 0,
  };
}

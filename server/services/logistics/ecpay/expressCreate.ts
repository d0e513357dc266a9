import type { CreateOutcome, ShipmentRequest } from '../LogisticsProvider';
import { C2C_SUB_TYPES, cleanText, ecpayDate, parseEcpayDate, SHOP_SENDER } from './ecpayFields';

/** `/Express/Create`'s fields (before CheckMacValue) for a store-pickup or a home-delivery parcel. */
export function createFields(merchantId: string, request: ShipmentRequest, statusUrl: string): Record<string, string> {
  const common: Record<string, string> = {
    MerchantID: merchantId, MerchantTradeNo: request.merchantTradeNo, MerchantTradeDate: ecpayDate(request.tradeDate),
    GoodsAmount: String(request.goodsAmount), GoodsName: cleanText(request.goodsName, 50) || '嬰幼兒用品',
    IsCollection: request.collectAmount > 0 ? 'Y' : 'N', ...(request.collectAmount > 0 ? { CollectionAmount: String(request.collectAmount) } : {}),
    SenderName: SHOP_SENDER.name, SenderCellPhone: SHOP_SENDER.mobile,
    ReceiverName: cleanText(request.receiver.name, 10), ReceiverCellPhone: request.receiver.mobile, ReceiverEmail: request.receiver.email,
    ServerReplyURL: statusUrl,
  };
  const to = request.shipTo;
  if (to.kind === 'cvs') return { ...common, LogisticsType: 'CVS', LogisticsSubType: C2C_SUB_TYPES[to.chain], ReceiverStoreID: to.storeId };
  return {
    ...common, LogisticsType: 'HOME', LogisticsSubType: to.carrier,
    SenderZipCode: SHOP_SENDER.zip, SenderAddress: SHOP_SENDER.address, ReceiverZipCode: to.zip, ReceiverAddress: to.address,
    // Room temperature, a 60 cm box; TCAT also takes the pickup and delivery windows ("any time").
    Temperature: '0001', Specification: '0001', ...(to.carrier === 'TCAT' ? { Distance: '00', ScheduledPickupTime: '4', ScheduledDeliveryTime: '4' } : { GoodsWeight: '5' }),
  };
}

/**
 * Reads `/Express/Create`'s plain-text answer: `1|Name=value&…` (signed) on success, `0|message` (or anything
 * else) on refusal. A success whose CheckMacValue is not ours is treated as a failure of the call.
 */
export function readCreateAnswer(text: string, signed: (fields: Record<string, string>) => boolean): CreateOutcome {
  const bar = text.indexOf('|');
  if (bar < 0 || text.slice(0, bar) !== '1') return { ok: false, message: (bar < 0 ? text : text.slice(bar + 1)).slice(0, 200) };
  const fields = Object.fromEntries(new URLSearchParams(text.slice(bar + 1)));
  if (!signed(fields)) throw new Error('ECPay /Express/Create answered with a CheckMacValue that is not ours');
  if (!fields.AllPayLogisticsID) return { ok: false, message: fields.RtnMsg ?? text.slice(0, 200) };
  return {
    ok: true,
    shipment: {
      logisticsId: fields.AllPayLogisticsID, logisticsType: fields.LogisticsType ?? '', subType: fields.LogisticsSubType ?? '',
      cvsPaymentNo: fields.CVSPaymentNo || null, cvsValidationNo: fields.CVSValidationNo || null, bookingNote: fields.BookingNote || null,
      code: fields.RtnCode ?? '300', message: fields.RtnMsg ?? '', statusAt: parseEcpayDate(fields.UpdateStatusDate ?? '') ?? Date.now(),
    },
  };
}

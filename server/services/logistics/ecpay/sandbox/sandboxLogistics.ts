import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';
import {
  advanceSandboxShipment, countSandboxShipments, findSandboxShipmentByTradeNo, insertSandboxShipment, listDueSandboxShipments,
} from '../../../../db/repositories/shipments/sandboxShipments';
import { SANDBOX_STATUS_WORDS } from '../../messages';
import { checkMacValue, hasValidMac } from '../checkMacValue';
import { ecpayDate } from '../ecpayFields';
import { SANDBOX_LOGISTICS_MERCHANT as MERCHANT, SANDBOX_STEPS } from './sandboxSettings';

const sign = (fields: Record<string, string>) => ({ ...fields, CheckMacValue: checkMacValue(fields, MERCHANT.hashKey, MERCHANT.hashIv, 'md5') });

/** Whether a post to the local logistics is the demo merchant's, signed with its keys. */
export const isMerchantPost = (fields: Record<string, string>, signed: boolean) =>
  fields.MerchantID === MERCHANT.merchantId && (!signed || hasValidMac(fields, MERCHANT.hashKey, MERCHANT.hashIv, 'md5'));

const kindOf = (fields: Record<string, string>): 'cvs' | 'home' => (fields.LogisticsType === 'CVS' ? 'cvs' : 'home');

function refusalOf(fields: Record<string, string>): string | null {
  if (!isMerchantPost(fields, true)) return 'CheckMacValue Error';
  if (!/^[A-Za-z0-9]{1,20}$/.test(fields.MerchantTradeNo ?? '')) return 'MerchantTradeNo Error';
  if (fields.LogisticsType === 'CVS' && !fields.ReceiverStoreID) return 'ReceiverStoreID Error';
  if (!['CVS', 'HOME'].includes(fields.LogisticsType ?? '')) return 'LogisticsType Error';
  return null;
}

/** `/Express/Create` as ECPay answers it: `1|…` (signed) with the new ids, or `0|reason`. */
export async function createSandboxShipment(db: Kysely<Database>, fields: Record<string, string>, now: number): Promise<string> {
  const refusal = refusalOf(fields);
  if (refusal) return `0|${refusal}`;
  if (await findSandboxShipmentByTradeNo(db, fields.MerchantTradeNo)) return '0|訂單編號重覆';
  const logisticsId = String(1_700_000 + (await countSandboxShipments(db)) + 1);
  const kind = kindOf(fields);
  await insertSandboxShipment(db, {
    logistics_id: logisticsId, merchant_trade_no: fields.MerchantTradeNo, fields: JSON.stringify(fields), step: 0,
    next_at: now + SANDBOX_STEPS[kind][0].afterMs, created_at: now,
  });
  const answer = sign({
    MerchantID: MERCHANT.merchantId, MerchantTradeNo: fields.MerchantTradeNo, RtnCode: '300', RtnMsg: SANDBOX_STATUS_WORDS[300],
    AllPayLogisticsID: logisticsId, LogisticsType: fields.LogisticsType, LogisticsSubType: fields.LogisticsSubType,
    GoodsAmount: fields.GoodsAmount ?? '0', UpdateStatusDate: ecpayDate(now), ReceiverName: fields.ReceiverName ?? '',
    CVSPaymentNo: kind === 'cvs' ? `C${logisticsId}` : '', CVSValidationNo: kind === 'cvs' ? logisticsId.slice(-4) : '',
    BookingNote: kind === 'home' ? `90${logisticsId.padStart(10, '0')}` : '',
  });
  return `1|${new URLSearchParams(answer).toString()}`;
}

/** The status a sandbox shipment stands at: its create's 300, or the last step its timer reported. */
function currentCode(row: { step: number; fields: string }): string {
  const created = JSON.parse(row.fields) as Record<string, string>;
  const steps = SANDBOX_STEPS[kindOf(created)];
  const done = row.step === -1 ? steps.length : row.step;
  if (done === 0) return '300';
  const code = steps[done - 1].code;
  return typeof code === 'string' ? code : code[created.LogisticsSubType] ?? '300';
}

/** QueryLogisticsTradeInfo as ECPay answers it: the parcel of a MerchantTradeNo (signed `Name=value&…`), or `0|…` when there is none. */
export async function querySandboxShipment(db: Kysely<Database>, fields: Record<string, string>): Promise<string> {
  if (!isMerchantPost(fields, true)) return '0|CheckMacValue Error';
  const row = await findSandboxShipmentByTradeNo(db, fields.MerchantTradeNo ?? '');
  if (!row) return '0|查無此筆物流訂單';
  const created = JSON.parse(row.fields) as Record<string, string>;
  const kind = kindOf(created);
  return new URLSearchParams(sign({
    MerchantID: MERCHANT.merchantId, MerchantTradeNo: row.merchant_trade_no, AllPayLogisticsID: row.logistics_id,
    LogisticsType: `${created.LogisticsType}_${created.LogisticsSubType}`, GoodsAmount: created.GoodsAmount ?? '0', GoodsName: created.GoodsName ?? '',
    TradeDate: ecpayDate(Number(row.created_at)), LogisticsStatus: currentCode(row), HandlingCharge: '0', ShipmentNo: '',
    CVSPaymentNo: kind === 'cvs' ? `C${row.logistics_id}` : '', CVSValidationNo: kind === 'cvs' ? row.logistics_id.slice(-4) : '',
    BookingNote: kind === 'home' ? `90${row.logistics_id.padStart(10, '0')}` : '',
  })).toString();
}

export type StatusPost = (url: string, fields: Record<string, string>) => Promise<void>;

/**
 * The local logistics' timer: each shipment whose next status is due reports it to its ServerReplyURL,
 * signed (at the store or home, then picked up). A step is taken once, whoever runs first.
 */
export async function runSandboxLogistics(db: Kysely<Database>, post: StatusPost, now: number): Promise<number> {
  let sent = 0;
  for (const row of await listDueSandboxShipments(db, now)) {
    const created = JSON.parse(row.fields) as Record<string, string>;
    const steps = SANDBOX_STEPS[kindOf(created)];
    const step = steps[row.step];
    const next = row.step + 1 < steps.length ? { step: row.step + 1, next_at: now + steps[row.step + 1].afterMs } : { step: -1, next_at: now };
    if (!step || !(await advanceSandboxShipment(db, row.logistics_id, row.step, next))) continue;
    const code = typeof step.code === 'string' ? step.code : step.code[created.LogisticsSubType] ?? '2067';
    await post(created.ServerReplyURL, sign({
      MerchantID: MERCHANT.merchantId, MerchantTradeNo: row.merchant_trade_no, RtnCode: code, RtnMsg: SANDBOX_STATUS_WORDS[code] ?? code,
      AllPayLogisticsID: row.logistics_id, LogisticsType: created.LogisticsType, LogisticsSubType: created.LogisticsSubType,
      GoodsAmount: created.GoodsAmount ?? '0', UpdateStatusDate: ecpayDate(now), ReceiverName: created.ReceiverName ?? '',
      ReceiverCellPhone: created.ReceiverCellPhone ?? '', ReceiverEmail: created.ReceiverEmail ?? '',
    }));
    sent += 1;
  }
  return sent;
}

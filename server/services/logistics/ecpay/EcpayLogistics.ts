import type { LogisticsConfig } from '../../../config';
import type {
  CreatedShipment, CreateOutcome, LogisticsProvider, MapReply, ProviderForm, ShipmentRequest, StatusReport,
} from '../LogisticsProvider';
import type { StoreChain } from '../../../../src/domain/checkout/delivery';
import { checkMacValue, hasValidMac } from './checkMacValue';
import { createFields, readCreateAnswer } from './expressCreate';
import { readTradeQueryAnswer, TRADE_QUERY_PATH, tradeQueryFields } from './tradeQuery';
import { C2C_SUB_TYPES, chainOfSubType, parseEcpayDate, PRINT_DOCUMENT_PATH, PRINT_PATHS } from './ecpayFields';

export const ECPAY_TIMEOUT_MS = 10_000;

/**
 * ECPay logistics (綠界物流) over its published protocol: the e-map (`/Express/map`), `/Express/Create`
 * with an MD5 CheckMacValue, the status callbacks and the label forms. Demo mode and the tests point it
 * at the local sandbox (only the URL and keys differ); `fetcher` is the network's, or the app's own-origin one.
 */
export class EcpayLogistics implements LogisticsProvider {
  constructor(private readonly settings: LogisticsConfig, private fetcher: typeof fetch = (i, init) => fetch(i, init)) {}

  /** Demo mode hands the calls to its own origin to the app in process. */
  useFetch(fetcher: typeof fetch): void {
    this.fetcher = fetcher;
  }

  get baseUrl(): string {
    return this.settings.url;
  }

  private sign(fields: Record<string, string>): Record<string, string> {
    return { ...fields, CheckMacValue: checkMacValue(fields, this.settings.hashKey, this.settings.hashIv, 'md5') };
  }

  mapForm(input: { chain: StoreChain; extraData: string; replyUrl: string; collect: boolean }): ProviderForm {
    return {
      url: `${this.settings.url}/Express/map`,
      fields: {
        MerchantID: this.settings.merchantId, LogisticsType: 'CVS', LogisticsSubType: C2C_SUB_TYPES[input.chain],
        IsCollection: input.collect ? 'Y' : 'N', ServerReplyURL: input.replyUrl, ExtraData: input.extraData, Device: '0',
      },
    };
  }

  // The map's reply carries no CheckMacValue: ExtraData (signed by the shop) is what binds it to a checkout.
  readMapReply(fields: Record<string, string>): MapReply | null {
    const chain = chainOfSubType(fields.LogisticsSubType ?? '');
    if (fields.MerchantID !== this.settings.merchantId || !chain || !fields.CVSStoreID) return null;
    return {
      chain, storeId: fields.CVSStoreID, storeName: fields.CVSStoreName ?? '', address: fields.CVSAddress ?? '',
      phone: fields.CVSTelephone ?? '', extraData: fields.ExtraData ?? '',
    };
  }

  private async postForm(path: string, fields: Record<string, string>): Promise<string> {
    const response = await this.fetcher(`${this.settings.url}${path}`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(this.sign(fields)).toString(),
      signal: AbortSignal.timeout(ECPAY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`ECPay ${path} answered HTTP ${response.status}`);
    return response.text();
  }

  private readonly signed = (answer: Record<string, string>) => hasValidMac(answer, this.settings.hashKey, this.settings.hashIv, 'md5');

  async createShipment(request: ShipmentRequest, statusUrl: string): Promise<CreateOutcome> {
    return readCreateAnswer(await this.postForm('/Express/Create', createFields(this.settings.merchantId, request, statusUrl)), this.signed);
  }

  /** 物流訂單查詢 by our MerchantTradeNo: a query changes nothing, so asking again is always safe. */
  async findShipment(merchantTradeNo: string, now: number): Promise<CreatedShipment | null> {
    const text = await this.postForm(TRADE_QUERY_PATH, tradeQueryFields(this.settings.merchantId, merchantTradeNo, now));
    return readTradeQueryAnswer(text, merchantTradeNo, this.signed);
  }

  readStatus(fields: Record<string, string>): StatusReport | null {
    if (fields.MerchantID !== this.settings.merchantId || !hasValidMac(fields, this.settings.hashKey, this.settings.hashIv, 'md5')) return null;
    const statusAt = parseEcpayDate(fields.UpdateStatusDate ?? '');
    if (!fields.AllPayLogisticsID || !fields.RtnCode || statusAt === null) return null;
    return { merchantTradeNo: fields.MerchantTradeNo ?? '', logisticsId: fields.AllPayLogisticsID, code: fields.RtnCode, message: fields.RtnMsg ?? '', statusAt };
  }

  printForm(shipment: { logisticsId: string; subType: string; cvsPaymentNo: string | null; cvsValidationNo: string | null }): ProviderForm {
    const path = PRINT_PATHS[shipment.subType];
    const fields: Record<string, string> = { MerchantID: this.settings.merchantId, AllPayLogisticsID: shipment.logisticsId };
    if (path && shipment.cvsPaymentNo) fields.CVSPaymentNo = shipment.cvsPaymentNo;
    if (shipment.subType === 'UNIMARTC2C' && shipment.cvsValidationNo) fields.CVSValidationNo = shipment.cvsValidationNo;
    return { url: `${this.settings.url}${path ?? PRINT_DOCUMENT_PATH}`, fields: this.sign(fields) };
  }
}

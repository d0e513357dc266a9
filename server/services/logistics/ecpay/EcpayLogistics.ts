import type { LogisticsConfig } from '../../../config';
import type {
  CreateOutcome, LogisticsProvider, MapReply, ProviderForm, ShipmentRequest, StatusReport,
} from '../LogisticsProvider';
import type { StoreChain } from '../../../../src/domain/checkout/delivery';
import { checkMacValue, hasValidMac } from './checkMacValue';
import { createFields, readCreateAnswer } from './expressCreate';
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

  async createShipment(request: ShipmentRequest, statusUrl: string): Promise<CreateOutcome> {
    const fields = this.sign(createFields(this.settings.merchantId, request, statusUrl));
    const response = await this.fetcher(`${this.settings.url}/Express/Create`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(),
      signal: AbortSignal.timeout(ECPAY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`ECPay /Express/Create answered HTTP ${response.status}`);
    return readCreateAnswer(await response.text(), (answer) => hasValidMac(answer, this.settings.hashKey, this.settings.hashIv, 'md5'));
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

import type { StoreChain } from '../../../src/domain/checkout/delivery';

/** A form the shopper's browser (or staff's) posts to the provider: the e-map, the label. */
export interface ProviderForm { url: string; fields: Record<string, string> }

export type ShipTo =
  | { kind: 'cvs'; chain: StoreChain; storeId: string }
  | { kind: 'home'; carrier: 'TCAT' | 'POST'; zip: string; address: string };

export interface ShipmentRequest {
  merchantTradeNo: string;
  tradeDate: number;
  goodsAmount: number;
  /** The amount the store collects when the parcel is paid on pickup (超商取貨付款); 0 for a paid order. */
  collectAmount: number;
  goodsName: string;
  receiver: { name: string; mobile: string; email: string };
  shipTo: ShipTo;
}

export interface CreatedShipment {
  logisticsId: string;
  logisticsType: string;
  subType: string;
  cvsPaymentNo: string | null;
  cvsValidationNo: string | null;
  bookingNote: string | null;
  code: string;
  message: string;
  statusAt: number;
}

export type CreateOutcome = { ok: true; shipment: CreatedShipment } | { ok: false; message: string };

/** One status the provider reported (ServerReplyURL), already checked to be signed with our keys. */
export interface StatusReport { merchantTradeNo: string; logisticsId: string; code: string; message: string; statusAt: number }

/** The store the e-map posted back, with the ExtraData the shop gave it. */
export interface MapReply { chain: StoreChain; storeId: string; storeName: string; address: string; phone: string; extraData: string }

/**
 * The port to a logistics provider: its store map, shipment creation, status callbacks and labels.
 * EcpayLogistics is the one adapter; demo mode and tests point it at the local sandbox.
 */
export interface LogisticsProvider {
  mapForm(input: { chain: StoreChain; extraData: string; replyUrl: string; collect: boolean }): ProviderForm;
  readMapReply(fields: Record<string, string>): MapReply | null;
  createShipment(request: ShipmentRequest, statusUrl: string): Promise<CreateOutcome>;
  /** The parcel booked under our trade number, or null when there is none: how a create whose answer was lost is adopted. Throws when the provider cannot be asked. */
  findShipment(merchantTradeNo: string, now: number): Promise<CreatedShipment | null>;
  /** The report in a status callback, or null when it is not signed with our keys or names another merchant. */
  readStatus(fields: Record<string, string>): StatusReport | null;
  printForm(shipment: { logisticsId: string; subType: string; cvsPaymentNo: string | null; cvsValidationNo: string | null }): ProviderForm;
}

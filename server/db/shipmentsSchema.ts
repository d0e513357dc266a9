import type { Generated } from 'kysely';

/** A parcel handed to the logistics provider for an order (0031_shipments). */
export interface ShipmentsTable {
  id: Generated<number>;
  order_id: number;
  merchant_trade_no: string;
  logistics_id: string;
  logistics_type: string;
  sub_type: string;
  cvs_payment_no: string | null;
  cvs_validation_no: string | null;
  booking_note: string | null;
  created_at: number;
}

export interface ShipmentEventsTable {
  id: Generated<number>;
  shipment_id: number;
  code: string;
  message: string;
  status_at: number;
  received_at: number;
}

/** Demo mode's local ECPay logistics: the shipments it created and the status step its timer reports next. */
export interface SandboxEcpayShipmentsTable {
  logistics_id: string;
  merchant_trade_no: string;
  fields: string;
  step: number;
  next_at: number;
  created_at: number;
}

/** An order being shipped: taken before the provider is asked, so one order never gets two parcels (0034). */
export interface ShipmentClaimsTable { order_id: number; claimed_at: number }

export interface ShipmentTables {
  shipments: ShipmentsTable;
  shipment_claims: ShipmentClaimsTable;
  shipment_events: ShipmentEventsTable;
  sandbox_ecpay_shipments: SandboxEcpayShipmentsTable;
}

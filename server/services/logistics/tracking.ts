import type { Kysely } from 'kysely';
import type { ShipmentBody } from '../../../contract/orders';
import type { Database } from '../../db/schema';
import { findShipmentOfOrder, listShipmentEvents } from '../../db/repositories/shipments/shipments';
import { chainOfSubType } from './ecpay/ecpayFields';
import { LogisticsMessages as M } from './messages';

type Shipment = NonNullable<Awaited<ReturnType<typeof findShipmentOfOrder>>>;

function carrierOf(s: Shipment): string {
  const chain = chainOfSubType(s.sub_type);
  return chain ? M.carrierOfStore(chain) : M.HOME_CARRIERS[s.sub_type] ?? s.sub_type;
}

/** The order's parcel as the member sees it: carrier, 託運單號 (the store's 寄件代碼 or the carrier's number) and each status; null before it ships. */
export async function shipmentTracking(db: Kysely<Database>, orderId: number): Promise<ShipmentBody | null> {
  const shipment = await findShipmentOfOrder(db, orderId);
  if (!shipment) return null;
  const events = await listShipmentEvents(db, shipment.id);
  return {
    carrier: carrierOf(shipment), tracking_number: shipment.booking_note ?? shipment.cvs_payment_no,
    events: events.map((e) => ({ code: e.code, label: e.message || M.SHIPMENT_CREATED, at: e.status_at })),
  };
}

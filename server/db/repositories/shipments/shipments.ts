import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../schema';
import type { ShipmentsTable } from '../../shipmentsSchema';

type Db = Kysely<Database> | Transaction<Database>;
export type ShipmentRow = Selectable<ShipmentsTable>;
export type NewShipment = Omit<ShipmentRow, 'id'>;

export async function insertShipment(db: Db, row: NewShipment): Promise<ShipmentRow> {
  return db.insertInto('shipments').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findShipmentOfOrder(db: Db, orderId: number): Promise<ShipmentRow | undefined> {
  return db.selectFrom('shipments').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export async function findShipmentByLogisticsId(db: Db, logisticsId: string): Promise<ShipmentRow | undefined> {
  return db.selectFrom('shipments').selectAll().where('logistics_id', '=', logisticsId).executeTakeFirst();
}

/** Adds a status unless the same status at the same time is already there; true when it was new. */
export async function insertShipmentEventOnce(
  db: Db, row: { shipment_id: number; code: string; message: string; status_at: number; received_at: number },
): Promise<boolean> {
  const result = await db.insertInto('shipment_events').values(row)
    .onConflict((oc) => oc.columns(['shipment_id', 'code', 'status_at']).doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function listShipmentEvents(db: Db, shipmentId: number): Promise<{ code: string; message: string; status_at: number }[]> {
  const rows = await db.selectFrom('shipment_events').select(['code', 'message', 'status_at']).where('shipment_id', '=', shipmentId)
    .orderBy('status_at').orderBy('id').execute();
  return rows.map((r) => ({ ...r, status_at: Number(r.status_at) }));
}

/** The logistics type (CVS, HOME) of the orders among `orderIds` that have a shipment. */
export async function listShipmentTypes(db: Db, orderIds: readonly number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.selectFrom('shipments').select(['order_id', 'logistics_type']).where('order_id', 'in', [...orderIds]).execute();
  return new Map(rows.map((r) => [r.order_id, r.logistics_type]));
}

import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../schema';
import type { SandboxEcpayShipmentsTable } from '../../shipmentsSchema';

type Db = Kysely<Database> | Transaction<Database>;
export type SandboxShipmentRow = Selectable<SandboxEcpayShipmentsTable>;

export async function insertSandboxShipment(db: Db, row: SandboxShipmentRow): Promise<void> {
  await db.insertInto('sandbox_ecpay_shipments').values(row).execute();
}

export async function findSandboxShipmentByTradeNo(db: Db, merchantTradeNo: string): Promise<SandboxShipmentRow | undefined> {
  return db.selectFrom('sandbox_ecpay_shipments').selectAll().where('merchant_trade_no', '=', merchantTradeNo).executeTakeFirst();
}

export async function countSandboxShipments(db: Db): Promise<number> {
  const row = await db.selectFrom('sandbox_ecpay_shipments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Shipments whose next status is due. */
export async function listDueSandboxShipments(db: Db, now: number): Promise<SandboxShipmentRow[]> {
  return db.selectFrom('sandbox_ecpay_shipments').selectAll().where('next_at', '<=', now).where('step', '>=', 0).orderBy('created_at').execute();
}

/** Moves a shipment from `step` to the next one; false when another run moved it first. */
export async function advanceSandboxShipment(db: Db, logisticsId: string, step: number, next: { step: number; next_at: number }): Promise<boolean> {
  const result = await db.updateTable('sandbox_ecpay_shipments').set(next).where('logistics_id', '=', logisticsId).where('step', '=', step).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

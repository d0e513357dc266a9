import type { Kysely } from 'kysely';
import { canMove, type OrderStatus } from '../../../src/domain/checkout/orderStatus';
import type { Database } from '../../db/schema';
import type { MailSender } from '../mail/MailSender';
import { listShipmentTypes } from '../../db/repositories/shipments/shipments';
import { DEMO_TIMINGS } from './demoTimings';
import { listOrderIdsInStatusSince, moveOrderStatus } from '../../db/repositories/orders/orders';
import { insertStatusHistory } from '../../db/repositories/orders/statusHistory';
import { sendStatusMail } from './orderMail';

export interface JobDeps {
  db: Kysely<Database>; mailer: MailSender; origin: string;
  /** What follows an approved refund once it has committed (its 折讓 at the e-invoice provider). */
  afterRefund?: (refundId: number) => Promise<void>;
  /** Ships a paid order through the logistics provider (demo mode: the local ECPay); its callbacks then move it. */
  ship?: (orderId: number) => Promise<void>;
}

const STEPS: readonly { from: OrderStatus; to: OrderStatus; afterMs: number }[] = [
  { from: 'to_ship', to: 'shipped', afterMs: DEMO_TIMINGS.shipAfterMs },
  { from: 'shipped', to: 'delivered', afterMs: DEMO_TIMINGS.deliverAfterMs },
  { from: 'delivered', to: 'completed', afterMs: DEMO_TIMINGS.completeAfterMs },
];

/** Orders that have sat in `from` (since their latest history row of it) for at least `afterMs`. */
async function due(db: Kysely<Database>, from: OrderStatus, afterMs: number, now: number): Promise<number[]> {
  return listOrderIdsInStatusSince(db, from, now - afterMs);
}

/** Moves one order from → to with its history row; false when someone else moved it first. */
export async function moveOrder(db: Kysely<Database>, orderId: number, from: OrderStatus, to: OrderStatus, now: number, cashOnDelivery = false): Promise<boolean> {
  if (!canMove(from, to, cashOnDelivery)) return false;
  return db.transaction().execute(async (trx) => {
    if (!(await moveOrderStatus(trx, orderId, from, to, now))) return false;
    await insertStatusHistory(trx, orderId, to, now);
    return true;
  });
}

/**
 * Demo fulfilment: 待出貨 → 已出貨 → 已送達 → 已完成 on DEMO_TIMINGS, one step per order per run,
 * a history row and a mail for each change. Returns the moves it made.
 */
export async function runFulfilment(deps: JobDeps, now: number): Promise<{ orderId: number; status: OrderStatus }[]> {
  const moves: { orderId: number; status: OrderStatus }[] = [];
  const batches = await Promise.all(STEPS.map((step) => due(deps.db, step.from, step.afterMs, now)));
  const shipped = deps.ship ? await listShipmentTypes(deps.db, batches.flat()) : new Map<number, string>();
  for (const [i, step] of STEPS.entries()) {
    for (const orderId of batches[i]) {
      if (deps.ship && step.from === 'to_ship') {
        await deps.ship(orderId);
        continue;
      }
      // A shipment's status callbacks move it, except a home parcel's 已完成, which no carrier reports.
      if (shipped.has(orderId) && !(step.from === 'delivered' && shipped.get(orderId) === 'HOME')) continue;
      if (!(await moveOrder(deps.db, orderId, step.from, step.to, now))) continue;
      moves.push({ orderId, status: step.to });
      await sendStatusMail(deps.db, deps.mailer, deps.origin, orderId, step.to);
    }
  }
  return moves;
}

import { findOrderStatus } from '../../db/repositories/shipments/shipmentOrders';
import { findShipmentByLogisticsId, insertShipmentEventOnce } from '../../db/repositories/shipments/shipments';
import type { OrderStatus } from '../../../src/domain/checkout/orderStatus';
import { oweCollectedOrderInvoice } from '../invoices/invoiceWork';
import { moveOrder } from '../memberOrders/fulfilment';
import { sendStatusMail } from '../memberOrders/orderMail';
import type { LogisticsDeps } from './LogisticsDeps';
import { meaningOf } from './statusCodes';

export type StatusOutcome = 'applied' | 'repeated' | 'bad-signature' | 'unknown-shipment';

/** The moves a status asks of the order, in order: at the store or home → 已送達; picked up → 已完成 (through 已送達). */
function movesFor(code: string): [OrderStatus, OrderStatus][] {
  const meaning = meaningOf(code);
  if (meaning === 'arrived') return [['shipped', 'delivered']];
  if (meaning === 'picked-up') return [['shipped', 'delivered'], ['delivered', 'completed']];
  return [];
}

async function moveAlong(deps: LogisticsDeps, orderId: number, code: string, now: number): Promise<void> {
  for (const [from, to] of movesFor(code)) {
    if ((await findOrderStatus(deps.db, orderId)) !== from) continue;
    if (await moveOrder(deps.db, orderId, from, to, now)) await sendStatusMail(deps.db, deps.mailer, deps.origin, orderId, to);
  }
}

/**
 * A status callback (ServerReplyURL): checked against our keys, kept once per status and time (the
 * provider repeats callbacks until it hears `1|OK`), and the order moved by the existing rules.
 */
export async function applyStatusCallback(deps: LogisticsDeps, fields: Record<string, string>): Promise<StatusOutcome> {
  const report = deps.logistics.readStatus(fields);
  if (!report) return 'bad-signature';
  const shipment = await findShipmentByLogisticsId(deps.db, report.logisticsId);
  if (!shipment) return 'unknown-shipment';
  const now = deps.now();
  const added = await insertShipmentEventOnce(deps.db, {
    shipment_id: shipment.id, code: report.code, message: report.message.slice(0, 100), status_at: report.statusAt, received_at: now,
  });
  if (!added) return 'repeated';
  await moveAlong(deps, shipment.order_id, report.code, now);
  if (meaningOf(report.code) === 'picked-up') await oweCollectedOrderInvoice(deps.db, shipment.order_id, now);
  return 'applied';
}

import { findShipmentOfOrder } from '../../db/repositories/shipments/shipments';
import type { LogisticsDeps } from './LogisticsDeps';
import type { ProviderForm } from './LogisticsProvider';

/** The signed form that opens an order's 託運單 at the provider (the back office links it); null before the order ships. */
export async function shipmentLabelForm(deps: Pick<LogisticsDeps, 'db' | 'logistics'>, orderId: number): Promise<ProviderForm | null> {
  const shipment = await findShipmentOfOrder(deps.db, orderId);
  if (!shipment) return null;
  return deps.logistics.printForm({
    logisticsId: shipment.logistics_id, subType: shipment.sub_type, cvsPaymentNo: shipment.cvs_payment_no, cvsValidationNo: shipment.cvs_validation_no,
  });
}

import { deliveryLabel } from '../../domain/checkout/delivery';
import { ORDER_STATUS_LABELS } from '../../domain/checkout/orderStatus';
import { PAYMENT_LABELS } from '../../domain/checkout/payments';
import { AdminCopy } from '../messages';

/** The orders desk's filter choices: the server's values with the shop's own zh-TW labels, and 全部. */
const withAll = (labels: Record<string, string>) => [['all', AdminCopy.ALL] as const, ...Object.entries(labels)] as const;
export const ORDER_STATES = withAll(ORDER_STATUS_LABELS);
export const PAYMENTS = withAll(PAYMENT_LABELS);
export const DELIVERIES = withAll({ home: deliveryLabel('home'), cvs: deliveryLabel('cvs') });

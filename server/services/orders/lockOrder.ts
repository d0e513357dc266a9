// The payments services still import these from here; they move to the repositories in the next commit.
export { lockOrderRow as lockOrder } from '../../db/repositories/orders/orderLock';
export { OPEN_PAYMENT_STATES } from '../../db/repositories/payments/payments';

import type { AppContext } from '../../context';
import { shipOrder } from './shipOrder';

/**
 * Demo mode's warehouse: ships a paid order through the logistics provider (the local ECPay), as staff
 * will from the back office; a refusal is logged and the order waits for the next run.
 */
export function demoShipper(ctx: Pick<AppContext, 'db' | 'mailer' | 'config' | 'log' | 'now'> & Partial<Pick<AppContext, 'logistics'>>) {
  const logistics = ctx.logistics;
  if (!logistics) return undefined;
  const deps = { db: ctx.db, logistics, mailer: ctx.mailer, origin: ctx.config.publicOrigin, now: ctx.now };
  return async (orderId: number): Promise<void> => {
    const outcome = await shipOrder(deps, orderId);
    if (outcome.kind === 'refused') ctx.log.warn({ orderId, message: outcome.message }, 'the demo shipment was refused');
  };
}

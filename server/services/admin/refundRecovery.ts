import type { AppContext } from '../../context';
import { listStaleGatewayRefunds } from '../../db/repositories/admin/gatewayRefunds';
import { issueRefundAllowance } from '../invoices/allowanceWork';
import { invoiceDeps } from '../invoices/jobs';
import { askGateway, GATEWAY_REFUND_STALE_MS, requestOf } from './gatewayRefund';
import { settleCancelClaim, type CancelDeps } from './orderCancel';
import { settleRefundClaim, type RefundDeps } from './refundDecisions';

const EVERY_MS = 60_000;
const BATCH = 20;
const LEFT_NOTE = 'the claim was left unsettled and the gateway, asked, had not given the money back';

export type RecoveryDeps = RefundDeps & CancelDeps;

/**
 * Gateway refunds whose process died between the call and its record: the gateway is asked (never called
 * to refund again) and the claim finished as refunded, or released for staff to decide again; one the
 * gateway cannot answer about waits for the next run. Returns how many were settled.
 */
export async function recoverGatewayRefunds(deps: RecoveryDeps, now: number): Promise<number> {
  let settled = 0;
  for (const claim of await listStaleGatewayRefunds(deps.db, now - GATEWAY_REFUND_STALE_MS, BATCH)) {
    const answer = await askGateway(deps.payments, requestOf(claim), now, LEFT_NOTE);
    if (answer.kind === 'unknown') continue;
    if (claim.kind === 'cancel') await settleCancelClaim(deps, claim, answer, now, true);
    else await settleRefundClaim(deps, claim, answer, now, true);
    settled += 1;
  }
  return settled;
}

export const recoveryDeps = (ctx: AppContext): RecoveryDeps => ({
  db: ctx.db, payments: ctx.payments, mailer: ctx.mailer, origin: ctx.config.publicOrigin, invoices: invoiceDeps(ctx),
  afterRefund: (id: number) => issueRefundAllowance(invoiceDeps(ctx), id),
});

/** Every minute (and at start: a restart is when claims are left), once across processes; each claim's settling is guarded. */
export function scheduleRefundRecovery(ctx: AppContext): void {
  const deps = recoveryDeps(ctx);
  ctx.jobs.schedule('payments.refundClaims', { everyMs: EVERY_MS }, async () => {
    await recoverGatewayRefunds(deps, ctx.now());
  }, { runAtStart: true });
}

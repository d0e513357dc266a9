import type { Kysely, Transaction } from 'kysely';
import type { RefundDestination } from '../../../src/domain/memberOrders/refunds';
import type { Database } from '../../db/schema';
import {
  countOpenRefunds, countOtherOriginalRefunds, findCapturedPayment, findRefundForDecision, markRefundApproved, markRefundRejected,
  markRefundRequestedAgain, moveOrderStatus,
} from '../../db/repositories/admin/refunds';
import { findLiveGatewayRefund, insertGatewayRefund, settleGatewayRefund } from '../../db/repositories/admin/gatewayRefunds';
import { lockOrderRow } from '../../db/repositories/orders/orderLock';
import type { MailSender } from '../mail/MailSender';
import { approveOne } from '../memberOrders/refundApproval';
import { sendRefundMail, sendStatusMail } from '../memberOrders/orderMail';
import type { PaymentGateway } from '../payments/PaymentGateway';
import { recordAudit, type Actor } from './audit';
import { actorOfClaim, refundAtGateway, requestOf, type Claim, type GatewayAnswer } from './gatewayRefund';

export interface RefundDeps {
  db: Kysely<Database>; payments: PaymentGateway; mailer: MailSender; origin: string;
  /** What follows an approved refund once it has committed: its 折讓 at the e-invoice provider. */
  afterRefund: (refundId: number) => Promise<void>;
}
export type RefundDecision = 'done' | 'not-found' | 'decided' | 'gateway-failed' | 'gateway-pending' | 'second-card-refund';

type Trx = Transaction<Database>;
type Found = NonNullable<Awaited<ReturnType<typeof findRefundForDecision>>>;
type Approved = NonNullable<Awaited<ReturnType<typeof approveOne>>>;
type Step = { kind: 'approved'; refund: Approved } | { kind: 'claimed'; claim: Claim } | { kind: 'decided' };
class SecondCardRefund extends Error {}

async function approveNow(trx: Trx, actor: Actor, id: number, now: number, recovered = false): Promise<Approved> {
  const refund = await approveOne(trx, id, now, 'approved');
  if (!refund) throw new Error(`refund ${id} left 核准 while its gateway refund was under way`);
  await recordAudit(trx, actor, {
    action: 'refund.approve', entity: 'refund', entityId: id, before: { status: 'requested' },
    after: { status: 'refunded', amount: refund.amount, refund_to: refund.refund_to, ...(recovered ? { recovered: true } : {}) },
  }, now);
  return refund;
}

/**
 * Phase 1, one short transaction: requested → 核准 (a guarded update: of two staff one wins). Credit, cash on
 * delivery and nothing to pay are approved at once; card and wallet money is claimed for the gateway instead.
 */
async function claimApproval(db: Kysely<Database>, actor: Actor, found: Found, now: number): Promise<Step> {
  return db.transaction().execute(async (trx): Promise<Step> => {
    if (!(await markRefundApproved(trx, found.id, now))) return { kind: 'decided' };
    await lockOrderRow(trx, found.order_id);
    const paid = found.refund_to === 'original' && found.amount > 0 ? await findCapturedPayment(trx, found.order_id) : undefined;
    if (!paid || paid.method === 'cvs_cod') return { kind: 'approved', refund: await approveNow(trx, actor, found.id, now) };
    // The gateway's refund of a trade is one call: a second one would answer "already refunded" and give nothing back.
    if ((await countOtherOriginalRefunds(trx, found.order_id, found.id)) > 0 || (await findLiveGatewayRefund(trx, paid.id))) throw new SecondCardRefund();
    const fields = { order_id: found.order_id, payment_id: paid.id, refund_id: found.id, kind: 'refund', method: paid.method, amount: found.amount, staff_id: actor.staffId, ip: actor.ip, reason: null };
    const id = await insertGatewayRefund(trx, { ...fields, started_at: now });
    return { kind: 'claimed', claim: { ...fields, id, number: found.number } };
  });
}

async function afterApproval(deps: RefundDeps, id: number, approved: Approved): Promise<void> {
  await deps.afterRefund(id);
  await sendRefundMail(deps.db, deps.mailer, deps.origin, { id, orderId: approved.order_id, amount: approved.amount, refundTo: approved.refund_to as RefundDestination, paid: true });
  if (approved.orderRefunded) await sendStatusMail(deps.db, deps.mailer, deps.origin, approved.order_id, 'refunded');
}

/**
 * Phase 3 (and the recovery job's): the gateway's answer recorded in one short transaction. Refunded: the
 * approval's money, stock, 折讓 and order state, and the audit entry. Refused: 待審核 again. Unknown: the claim
 * waits for the job. A claim settled meanwhile (by the job, or the call that made it) is left as it is.
 */
export async function settleRefundClaim(deps: RefundDeps, claim: Claim, answer: GatewayAnswer, now: number, recovered = false): Promise<RefundDecision> {
  const refundId = claim.refund_id!;
  if (answer.kind === 'unknown') return 'gateway-pending';
  if (answer.kind === 'refused') {
    await deps.db.transaction().execute(async (trx) => {
      if (await settleGatewayRefund(trx, claim.id, 'released', answer.note, now)) await markRefundRequestedAgain(trx, refundId);
    });
    return 'gateway-failed';
  }
  const approved = await deps.db.transaction().execute(async (trx) =>
    ((await settleGatewayRefund(trx, claim.id, 'done', null, now)) ? approveNow(trx, actorOfClaim(claim), refundId, now, recovered) : null));
  if (!approved) return 'decided';
  await afterApproval(deps, refundId, approved);
  return 'done';
}

/** 核准退款: claimed, the gateway called with no transaction open (no row stays locked for a network call), then recorded. */
export async function approveRefundAsStaff(deps: RefundDeps, actor: Actor, id: number, now: number): Promise<RefundDecision> {
  const found = await findRefundForDecision(deps.db, id);
  if (!found) return 'not-found';
  if (found.status !== 'requested') return 'decided';
  const step = await claimApproval(deps.db, actor, found, now).catch((err: unknown) => {
    if (err instanceof SecondCardRefund) return 'second-card-refund' as const;
    throw err;
  });
  if (step === 'second-card-refund' || step.kind === 'decided') return step === 'second-card-refund' ? step : 'decided';
  if (step.kind === 'approved') {
    await afterApproval(deps, id, step.refund);
    return 'done';
  }
  return settleRefundClaim(deps, step.claim, await refundAtGateway(deps.payments, requestOf(step.claim), now), now);
}

/** 駁回退款: the reason is the member's to read; a whole-order request gives the order back its 已完成. */
export async function rejectRefundAsStaff(db: Kysely<Database>, actor: Actor, id: number, reason: string, now: number): Promise<RefundDecision> {
  const found = await findRefundForDecision(db, id);
  if (!found) return 'not-found';
  const done = await db.transaction().execute(async (trx) => {
    if (!(await markRefundRejected(trx, id, reason, now))) return false;
    if (found.order_status === 'refund_requested' && (await countOpenRefunds(trx, found.order_id)) === 0) {
      await moveOrderStatus(trx, found.order_id, 'refund_requested', 'completed', now);
    }
    await recordAudit(trx, actor, { action: 'refund.reject', entity: 'refund', entityId: id, before: { status: 'requested' }, after: { status: 'rejected', reason } }, now);
    return true;
  });
  return done ? 'done' : 'decided';
}

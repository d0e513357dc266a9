import { ErrorCode } from '../../../contract/common';
import { AdminWorkEndpoints as E } from '../../../contract/endpoints/adminWork';
import { REFUND_STATUS_LABELS } from '../../../src/domain/memberOrders/refunds';
import type { AppContext } from '../../context';
import { HttpError } from '../../api/errors';
import { handle, ok, refuse, type Caller, type Handling } from '../../api/handler';
import type { FieldMessage } from '../../api/validation';
import type { StaffMember } from './staffSessions';
import { AdminMessages } from './messages';
import { moderate, qaReportQueue, REPORT_STATUS_LABELS } from './qaModeration';
import { issueRefundAllowance } from '../invoices/allowanceWork';
import { invoiceDeps } from '../invoices/jobs';
import { approveRefundAsStaff, rejectRefundAsStaff, type RefundDecision } from './refundDecisions';
import { refundQueue } from './refundQueue';

const actorOf = (caller: Caller & { staff: StaffMember }) => ({ staffId: caller.staff.id, ip: caller.request.ip });
const notFound = () => refuse(new HttpError(404, ErrorCode.NOT_FOUND, AdminMessages.NOT_FOUND));
const conflict = (message: string) => refuse(new HttpError(409, ErrorCode.ADMIN_ALREADY_DECIDED, message));

function refundAnswer(id: number, decision: RefundDecision, status: 'refunded' | 'rejected') {
  if (decision === 'not-found') return notFound();
  if (decision === 'decided') return conflict(AdminMessages.REFUND_NOT_PENDING);
  if (decision === 'gateway-failed') return refuse(new HttpError(409, ErrorCode.ADMIN_GATEWAY_REFUND_FAILED, AdminMessages.REFUND_GATEWAY_FAILED));
  if (decision === 'gateway-pending') return refuse(new HttpError(409, ErrorCode.ADMIN_GATEWAY_REFUND_FAILED, AdminMessages.REFUND_GATEWAY_PENDING));
  if (decision === 'second-card-refund') return refuse(new HttpError(409, ErrorCode.ADMIN_GATEWAY_REFUND_FAILED, AdminMessages.SECOND_CARD_REFUND));
  return ok({ id, status, status_label: REFUND_STATUS_LABELS[status] });
}

const reasonMessages: Readonly<Record<string, FieldMessage>> = { reason: () => AdminMessages.REASON_REQUIRED };

/** The refund queue and the Q&A report queue; every decision is audited in its own transaction. */
export const adminWorkHandlers = (ctx: AppContext): Handling[] => {
  const refundDeps = {
    db: ctx.db, payments: ctx.payments, mailer: ctx.mailer, origin: ctx.config.publicOrigin,
    afterRefund: (id: number) => issueRefundAllowance(invoiceDeps(ctx), id),
  };
  const moderation = (kind: 'hide' | 'restore' | 'dismiss') => async (caller: Caller & { staff: StaffMember }, { params }: { params: { id: number } }) => {
    const outcome = await moderate(ctx.db, actorOf(caller), params.id, kind, ctx.now());
    if (!outcome.ok) return outcome.reason === 'not-found' ? notFound() : conflict(AdminMessages.REPORT_DONE);
    return ok({ id: params.id, status: outcome.status, status_label: REPORT_STATUS_LABELS[outcome.status], target_hidden: outcome.hidden });
  };
  return [
    handle(E.refunds, async (_caller, { query }) => ok(await refundQueue(ctx.db, query))),
    handle(E.approveRefund, async (caller, { params }) =>
      refundAnswer(params.id, await approveRefundAsStaff(refundDeps, actorOf(caller), params.id, ctx.now()), 'refunded')),
    handle(E.rejectRefund, async (caller, { params, body }) =>
      refundAnswer(params.id, await rejectRefundAsStaff(ctx.db, actorOf(caller), params.id, body.reason, ctx.now()), 'rejected'), reasonMessages),
    handle(E.qaReports, async (_caller, { query }) => ok(await qaReportQueue(ctx.db, query))),
    handle(E.hideReported, moderation('hide')),
    handle(E.restoreReported, moderation('restore')),
    handle(E.dismissReport, moderation('dismiss')),
  ];
};

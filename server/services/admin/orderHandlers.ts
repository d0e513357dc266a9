import { ErrorCode } from '../../../contract/common';
import { AdminOrderEndpoints as E } from '../../../contract/endpoints/adminOrders';
import type { AppContext } from '../../context';
import { HttpError } from '../../api/errors';
import { handle, ok, refuse, type Caller, type Handling } from '../../api/handler';
import type { FieldMessage } from '../../api/validation';
import { invoiceDeps } from '../invoices/jobs';
import type { ShipOutcome } from '../logistics/shipOrder';
import { AdminMessages } from './messages';
import { cancelAsStaff, type CancelOutcome } from './orderCancel';
import { deliverAsStaff, shipAsStaff } from './orderActions';
import { orderDetail, orderPage, statusLabel } from './orderDesk';
import type { StaffMember } from './staffSessions';

type StaffCaller = Caller & { staff: StaffMember };
const actorOf = (caller: StaffCaller) => ({ staffId: caller.staff.id, ip: caller.request.ip });
const notFound = () => refuse(new HttpError(404, ErrorCode.NOT_FOUND, AdminMessages.NOT_FOUND));
const conflict = (message: string, code: ErrorCode = ErrorCode.ADMIN_ORDER_STATE) => refuse(new HttpError(409, code, message));
const moved = (id: number, status: string) => ok({ id, status, status_label: statusLabel(status) });

function shipAnswer(id: number, outcome: ShipOutcome) {
  switch (outcome.kind) {
    case 'shipped': return moved(id, 'shipped');
    case 'not-found': return notFound();
    case 'already-shipped': return conflict(AdminMessages.ORDER_SHIPPED_ALREADY);
    case 'in-progress': case 'not-booked': return conflict(AdminMessages.ORDER_SHIPPING);
    case 'unknown': return conflict(AdminMessages.SHIP_OUTCOME_UNKNOWN);
    case 'not-ready': return conflict(AdminMessages.ORDER_NOT_READY(statusLabel(outcome.status)));
    default: return conflict(outcome.message);
  }
}

function cancelAnswer(id: number, outcome: CancelOutcome) {
  switch (outcome.kind) {
    case 'cancelled': return moved(id, 'cancelled');
    case 'not-found': return notFound();
    case 'shipping': return conflict(AdminMessages.ORDER_SHIPPING);
    case 'ship-unknown': return conflict(AdminMessages.SHIP_OUTCOME_UNKNOWN);
    case 'refused': return conflict(AdminMessages.ORDER_CANCEL_REFUSED(statusLabel(outcome.status)));
    case 'refunding': return conflict(AdminMessages.ORDER_REFUNDING);
    case 'gateway-pending': return conflict(AdminMessages.ORDER_CANCEL_GATEWAY_PENDING, ErrorCode.ADMIN_GATEWAY_REFUND_FAILED);
    default: return conflict(AdminMessages.ORDER_CANCEL_GATEWAY_FAILED, ErrorCode.ADMIN_GATEWAY_REFUND_FAILED);
  }
}

const listMessages: Readonly<Record<string, FieldMessage>> = { from: () => AdminMessages.DATE_INVALID, to: () => AdminMessages.DATE_INVALID };
const cancelMessages: Readonly<Record<string, FieldMessage>> = { reason: () => AdminMessages.CANCEL_REASON_REQUIRED };

/** 訂單管理: the list and detail, and ship / deliver / cancel, each audited in its own transaction. */
export const adminOrderHandlers = (ctx: AppContext): Handling[] => {
  const mail = { db: ctx.db, mailer: ctx.mailer, origin: ctx.config.publicOrigin };
  return [
    handle(E.list, async (_caller, { query }) => ok(await orderPage(ctx.db, query)), listMessages),
    handle(E.detail, async (_caller, { params }) => {
      const detail = await orderDetail(ctx.db, params.id);
      return detail ? ok(detail) : notFound();
    }),
    handle(E.ship, async (caller, { params }) => {
      if (!ctx.logistics) return conflict(AdminMessages.LOGISTICS_OFF);
      const deps = { ...mail, logistics: ctx.logistics, now: ctx.now };
      return shipAnswer(params.id, await shipAsStaff(deps, actorOf(caller), params.id));
    }),
    handle(E.deliver, async (caller, { params }) => {
      const outcome = await deliverAsStaff(mail, actorOf(caller), params.id, ctx.now());
      if (outcome === 'not-found') return notFound();
      return outcome === 'delivered' ? moved(params.id, 'delivered') : conflict(AdminMessages.ORDER_NOT_DELIVERABLE);
    }),
    handle(E.cancel, async (caller, { params, body }) => {
      const shipping = ctx.logistics ? { ...mail, logistics: ctx.logistics, now: ctx.now } : null;
      const deps = { ...mail, payments: ctx.payments, invoices: invoiceDeps(ctx), shipping };
      return cancelAnswer(params.id, await cancelAsStaff(deps, actorOf(caller), params.id, body.reason, ctx.now()));
    }, cancelMessages),
  ];
};

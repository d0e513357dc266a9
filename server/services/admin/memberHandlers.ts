import { ErrorCode } from '../../../contract/common';
import { AdminMemberEndpoints as E } from '../../../contract/endpoints/adminMembers';
import type { AppContext } from '../../context';
import { HttpError, invalidInput } from '../../api/errors';
import { handle, ok, refuse, type Caller, type Handling } from '../../api/handler';
import type { FieldMessage } from '../../api/validation';
import { memberDetail, memberPage } from './memberDesk';
import { grantCoupon, grantCredit, type CouponGrant } from './memberGrants';
import { AdminMemberMessages as M, AdminMessages } from './messages';
import type { StaffMember } from './staffSessions';

type StaffCaller = Caller & { staff: StaffMember };
const actorOf = (caller: StaffCaller) => ({ staffId: caller.staff.id, ip: caller.request.ip });
const notFound = () => refuse(new HttpError(404, ErrorCode.NOT_FOUND, AdminMessages.NOT_FOUND));

const creditMessages: Readonly<Record<string, FieldMessage>> = { amount: () => M.AMOUNT_INVALID, reason: () => M.GRANT_REASON_REQUIRED };
const couponMessages: Readonly<Record<string, FieldMessage>> = { coupon_id: () => M.COUPON_REQUIRED, reason: () => M.GRANT_REASON_REQUIRED };

function couponAnswer(memberId: number, outcome: CouponGrant) {
  switch (outcome.kind) {
    case 'granted': return ok({ member_id: memberId, member_coupon_id: outcome.memberCouponId, title: outcome.title }, { status: 201 });
    case 'not-found': return notFound();
    case 'unknown-coupon': return refuse(invalidInput({ coupon_id: M.COUPON_UNKNOWN }));
    default: return refuse(invalidInput({ coupon_id: M.COUPON_EXPIRED }));
  }
}

/** 會員管理: the look-up, one member, and the two grants, each audited in its own transaction. */
export const adminMemberHandlers = (ctx: AppContext): Handling[] => [
  handle(E.list, async (_caller, { query }) => ok(await memberPage(ctx.db, query))),
  handle(E.detail, async (_caller, { params }) => {
    const detail = await memberDetail(ctx.db, params.id, ctx.now());
    return detail ? ok(detail) : notFound();
  }),
  handle(E.grantCredit, async (caller, { params, body }) => {
    const outcome = await grantCredit(ctx.db, actorOf(caller), params.id, body, ctx.now());
    if (outcome.kind === 'not-found') return notFound();
    return ok({ member_id: params.id, amount: outcome.amount, balance: outcome.balance }, { status: 201 });
  }, creditMessages),
  handle(E.grantCoupon, async (caller, { params, body }) => couponAnswer(params.id, await grantCoupon(ctx.db, actorOf(caller), params.id, body, ctx.now())), couponMessages),
];

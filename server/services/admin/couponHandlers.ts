import { AdminCouponEndpoints as E } from '../../../contract/endpoints/adminCoupons';
import { ErrorCode } from '../../../contract/common';
import type { AppContext } from '../../context';
import { HttpError, invalidInput } from '../../api/errors';
import { handle, ok, refuse, type Handling } from '../../api/handler';
import type { FieldMessage } from '../../api/validation';
import { codePage, couponPage, createCoupon } from './couponDesk';
import { AdminCouponMessages as M } from './messages';

const createMessages: Readonly<Record<string, FieldMessage>> = {
  title: () => M.TITLE_REQUIRED, kind: () => M.KIND_INVALID, value: () => M.VALUE_INVALID, min_spend: () => M.MIN_SPEND_INVALID,
  starts_on: () => M.DAY_INVALID, ends_on: () => M.DAY_INVALID, code: () => M.CODE_FORMAT, code_limit: () => M.LIMIT_INVALID,
};

/** 優惠券管理: the coupons and the codes with their claims and uses, and a new coupon (with its code), audited. */
export const adminCouponHandlers = (ctx: AppContext): Handling[] => [
  handle(E.list, async (_caller, { query }) => ok(await couponPage(ctx.db, query))),
  handle(E.codes, async (_caller, { query }) => ok(await codePage(ctx.db, query))),
  handle(E.create, async ({ staff, request }, { body }) => {
    const made = await createCoupon(ctx.db, { staffId: staff.id, ip: request.ip }, body, ctx.now());
    if (made.kind === 'invalid') return refuse(invalidInput(made.fields));
    if (made.kind === 'code-taken') return refuse(new HttpError(409, ErrorCode.ADMIN_ALREADY_DECIDED, M.CODE_TAKEN, { fields: { code: M.CODE_TAKEN } }));
    return ok({ id: made.id, title: body.title, code: made.code }, { status: 201 });
  }, createMessages),
];

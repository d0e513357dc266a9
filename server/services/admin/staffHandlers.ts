import { ErrorCode } from '../../../contract/common';
import { AdminStaffEndpoints as E } from '../../../contract/endpoints/adminStaff';
import type { AppContext } from '../../context';
import { HttpError } from '../../api/errors';
import { handle, ok, refuse, type Handling } from '../../api/handler';
import type { FieldMessage } from '../../api/validation';
import { AdminMessages } from './messages';
import { addStaff, disableStaff, resetStaffTotp, staffList } from './staffDesk';

const notFound = () => refuse(new HttpError(404, ErrorCode.NOT_FOUND, AdminMessages.NOT_FOUND));
const fieldMessages: Readonly<Record<string, FieldMessage>> = {
  email: () => AdminMessages.EMAIL_REQUIRED,
  name: () => AdminMessages.NAME_REQUIRED,
};

/** 管理員's staff desk. */
export const adminStaffHandlers = (ctx: AppContext): Handling[] => [
  handle(E.list, async () => ok({ rows: await staffList(ctx.db) })),
  handle(E.create, async ({ staff, request }, { body }) => {
    const made = await addStaff(ctx.db, { staffId: staff.id, ip: request.ip }, body, ctx.config.passwordCost, ctx.now());
    return made ? ok(made, { status: 201 }) : refuse(new HttpError(409, ErrorCode.ADMIN_ALREADY_DECIDED, AdminMessages.EMAIL_TAKEN, { fields: { email: AdminMessages.EMAIL_TAKEN } }));
  }, fieldMessages),
  handle(E.disable, async ({ staff, request }, { params }) => {
    const changed = await disableStaff(ctx.db, { staffId: staff.id, ip: request.ip }, params.id, ctx.now());
    if (!changed.ok) return changed.reason === 'not-found' ? notFound() : refuse(new HttpError(409, ErrorCode.ADMIN_ALREADY_DECIDED, AdminMessages.SELF_DISABLE));
    return ok({ id: params.id, active: changed.active });
  }),
  handle(E.resetTotp, async ({ staff, request }, { params }) => {
    const enrolment = await resetStaffTotp(ctx.db, { staffId: staff.id, ip: request.ip }, params.id, ctx.now());
    return enrolment ? ok(enrolment) : notFound();
  }),
];

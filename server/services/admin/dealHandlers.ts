import { ErrorCode } from '../../../contract/common';
import { AdminDealEndpoints as E } from '../../../contract/endpoints/adminDeals';
import type { AppContext } from '../../context';
import { HttpError, invalidInput } from '../../api/errors';
import { handle, ok, refuse, type Caller, type Handling } from '../../api/handler';
import type { FieldMessage } from '../../api/validation';
import { AdminMessages } from './messages';
import { createDeal } from './dealCreate';
import { dealOptions, dealPage, phaseOf } from './dealDesk';
import { DealMessages } from './dealMessages';
import { endDealEarly, rescheduleDeal, type ScheduleOutcome } from './dealSchedule';
import type { StaffMember } from './staffSessions';

type StaffCaller = Caller & { staff: StaffMember };
const actorOf = (caller: StaffCaller) => ({ staffId: caller.staff.id, ip: caller.request.ip });
const notFound = () => refuse(new HttpError(404, ErrorCode.NOT_FOUND, AdminMessages.NOT_FOUND));
const changed = (deal: { id: number; status: string; starts_at: number; ends_at: number }, now: number) =>
  ({ id: deal.id, ...phaseOf(deal, now), starts_at: deal.starts_at, ends_at: deal.ends_at });

function scheduleAnswer(outcome: ScheduleOutcome, now: number) {
  if (outcome.ok) return ok(changed(outcome.deal, now));
  if ('fields' in outcome) return refuse(invalidInput(outcome.fields));
  if (outcome.reason === 'not-found') return notFound();
  return refuse(new HttpError(409, ErrorCode.ADMIN_ALREADY_DECIDED, DealMessages.DEAL_ENDED));
}

const timeMessages: Readonly<Record<string, FieldMessage>> = { starts_at: () => DealMessages.TIME_FORMAT, ends_at: () => DealMessages.TIME_FORMAT };
const createMessages: Readonly<Record<string, FieldMessage>> = {
  ...timeMessages,
  title: () => DealMessages.TITLE_REQUIRED,
  description: () => DealMessages.DESCRIPTION_TOO_LONG,
  branch_id: () => DealMessages.BRANCH_REQUIRED,
  lines: (issue) => (issue.path.length > 1 ? DealMessages.LINE_INVALID : DealMessages.LINES_REQUIRED),
};
const listMessages: Readonly<Record<string, FieldMessage>> = { branch_id: () => DealMessages.BRANCH_REQUIRED };

/** 團購管理: list, the options a deal can sell, create, reschedule, end early; each change audited in its transaction. */
export const adminDealHandlers = (ctx: AppContext): Handling[] => [
  handle(E.list, async (_caller, { query }) => ok(await dealPage(ctx.db, query, ctx.now())), listMessages),
  handle(E.options, async (_caller, { query }) => ok({ rows: await dealOptions(ctx.db, query.branch_id, query.text) }), listMessages),
  handle(E.create, async (caller, { body }) => {
    const now = ctx.now();
    const made = await createDeal(ctx.db, actorOf(caller), body, now);
    if (!made.ok) return refuse(invalidInput(made.fields));
    return ok(changed({ id: made.id, status: made.status, starts_at: made.startsAt, ends_at: made.endsAt }, now), { status: 201 });
  }, createMessages),
  handle(E.reschedule, async (caller, { params, body }) => {
    const now = ctx.now();
    return scheduleAnswer(await rescheduleDeal(ctx.db, actorOf(caller), params.id, body, now), now);
  }, timeMessages),
  handle(E.end, async (caller, { params }) => {
    const now = ctx.now();
    return scheduleAnswer(await endDealEarly(ctx.db, actorOf(caller), params.id, now), now);
  }),
];

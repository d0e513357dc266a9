import { TrackingEndpoints as E } from '../../../contract/endpoints/tracking';
import { ANONYMOUS_ID } from '../../../contract/tracking';
import type { AppContext } from '../../context';
import { handle, ok, refuse, type Caller, type CookieToSet, type EndpointRequest, type Handling } from '../../api/handler';
import { tooManyAttempts } from '../../api/errors';
import { Messages } from '../../api/messages';
import type { FieldMessage } from '../../api/validation';
import { storeErrorReport } from './errorReports';
import { recordEvents, type EventOwner } from './events';
import { recentEvents } from './recentEvents';
import { recordSearchEvent } from './search';
import { anonymousIdCookieOptions, newAnonymousId, readVisitor } from './visitor';

const HOUR = 3_600_000;
/** An event's own refusals (too many or too large properties) carry their zh-TW text from the contract. */
const eventsMessage: FieldMessage = (issue) => (issue.code === 'custom' ? issue.message : Messages.FIELD_INVALID);

/** Who the events belong to, and the anonymous id cookie to issue when the visitor came without one. */
function ownerOf(caller: Caller): { owner: EventOwner; cookies: CookieToSet[] } {
  const visitor = readVisitor(caller.request);
  const visitorId = visitor.anonymousId ?? newAnonymousId();
  const cookies = visitor.anonymousId ? [] : [{ name: ANONYMOUS_ID, value: visitorId, options: anonymousIdCookieOptions(caller.request.protocol) }];
  return { owner: { visitorId, memberId: caller.member?.id ?? null, address: visitor.address, campaign: visitor.campaign }, cookies };
}

const refererPath = (request: EndpointRequest): string => {
  try {
    return new URL(String(request.headers.referer ?? '')).pathname.slice(0, 300);
  } catch {
    return '';
  }
};

/** The collector: analytics events, search clicks and conversions, error reports, and demo mode's event log. */
export const trackingHandlers = (ctx: AppContext): Handling[] => [
  handle(E.events, async (caller, { body }) => {
    const { owner, cookies } = ownerOf(caller);
    return ok(await recordEvents(ctx.db, owner, body.events, ctx.now()), { cookies });
  }, { events: eventsMessage }),
  handle(E.searchClick, async (caller, { body }) => {
    const { owner, cookies } = ownerOf(caller);
    return ok(await recordSearchEvent(ctx.db, owner, { kind: 'click', ...body }, refererPath(caller.request), ctx.now()), { cookies });
  }),
  handle(E.searchConvert, async (caller, { body }) => {
    const { owner, cookies } = ownerOf(caller);
    return ok(await recordSearchEvent(ctx.db, owner, { kind: 'convert', ...body }, refererPath(caller.request), ctx.now()), { cookies });
  }),
  handle(E.errorReport, async ({ request }, { body }) => {
    const visitor = readVisitor(request);
    const reporter = { visitorKey: visitor.anonymousId ?? `ip:${visitor.address}`, address: visitor.address };
    const outcome = await storeErrorReport(ctx.db, reporter, body, ctx.now());
    if (outcome === 'rate-limited') return refuse(tooManyAttempts(Math.ceil((HOUR - (ctx.now() % HOUR)) / 1000)));
    return ok({ result: outcome });
  }),
  handle(E.recentEvents, async () => ok(await recentEvents(ctx.db), { headers: { 'cache-control': 'no-store' } })),
];

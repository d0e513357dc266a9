import type { EventName } from '../../../contract/tracking';
import type { AppContext } from '../../context';
import { recordServerEvent } from './events';
import { readVisitor, type VisitorRequest } from './visitor';

type Props = Record<string, string | number | boolean | null>;

/**
 * The server's tracking helper (SPEC §7): records a server-side event for the caller of a request.
 * Tracking never fails the request it rides on: a failure is logged and forgotten.
 */
export async function trackServerEvent(
  ctx: AppContext, request: VisitorRequest, event: { name: EventName; path: string }, memberId: number | null, props: Props = {},
): Promise<void> {
  const visitor = readVisitor(request);
  const visitorId = visitor.anonymousId ?? (memberId !== null ? `member:${memberId}` : null);
  if (visitorId === null) return;
  try {
    await recordServerEvent(ctx.db, { visitorId, memberId, address: null, campaign: visitor.campaign }, event.name, event.path, props, ctx.now());
  } catch (err) {
    ctx.log.warn({ err, event: event.name }, 'tracking event not recorded');
  }
}

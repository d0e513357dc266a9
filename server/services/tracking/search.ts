import type { Kysely } from 'kysely';
import type { SearchClickRequest, SearchConvertRequest } from '../../../contract/tracking';
import type { Database } from '../../db/schema';
import { insertSearchEvent } from '../../db/repositories/tracking/searchEvents';
import { recordEvents, type EventOwner, type Recorded } from './events';

type SearchEvent = ({ kind: 'click' } & SearchClickRequest) | ({ kind: 'convert' } & SearchConvertRequest);

/**
 * A click or conversion after a search (SPEC §5, §7): counted against the visitor's event bounds as
 * a search_click / search_convert event, and kept in search_events for the search team when accepted.
 */
export async function recordSearchEvent(db: Kysely<Database>, owner: EventOwner, event: SearchEvent, path: string, now: number): Promise<Recorded> {
  const name = event.kind === 'click' ? 'search_click' : 'search_convert';
  const position = event.kind === 'click' ? event.position : null;
  const props = { query_id: event.query_id, index: event.index, object_id: event.object_id, event: event.event, position };
  const recorded = await recordEvents(db, owner, [{ name, at: now, path, props }], now, 'server');
  if (recorded.accepted > 0) {
    await insertSearchEvent(db, {
      kind: event.kind, query_id: event.query_id, search_index: event.index, object_id: event.object_id, event: event.event, position,
      visitor_id: owner.visitorId, member_id: owner.memberId, created_at: now,
    });
  }
  return recorded;
}

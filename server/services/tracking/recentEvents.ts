import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Demo mode's event log (GET /dev/events.json): the newest 200 events, for the e2e suite and a curious developer. */
export async function recentEvents(db: Kysely<Database>) {
  const rows = await db.selectFrom('analytics_events')
    .select(['id', 'visitor_id', 'member_id', 'name', 'path', 'props', 'campaign', 'source', 'at', 'day', 'created_at'])
    .orderBy('id', 'desc').limit(200).execute();
  return rows.map((r) => ({ ...r, at: Number(r.at), created_at: Number(r.created_at), props: JSON.parse(r.props) as unknown }));
}

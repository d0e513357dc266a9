import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { listRecentEvents } from '../../db/repositories/tracking/events';

/** Demo mode's event log (GET /dev/events.json): the newest 200 events, for the e2e suite and a curious developer. */
export async function recentEvents(db: Kysely<Database>) {
  const rows = await listRecentEvents(db, 200);
  return rows.map((r) => ({ ...r, at: Number(r.at), created_at: Number(r.created_at), props: JSON.parse(r.props) as unknown }));
}

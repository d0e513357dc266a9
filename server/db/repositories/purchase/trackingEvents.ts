import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

export async function insertTrackingEvent(
  db: Kysely<Database>, row: { memberId: number | null; event: string; payload: string; now: number },
): Promise<void> {
  await db.insertInto('tracking_events').values({ member_id: row.memberId, event: row.event, payload: row.payload, created_at: row.now }).execute();
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertTrackingEvent } from '../../db/repositories/purchase/trackingEvents';

/** POST /v1/tracking/events: the client's server-side tracking event of SPEC §4.5 / §7 (added to cart), kept as it came. */
export async function recordTrackingEvent(
  db: Kysely<Database>, input: { memberId: number | null; event: string; payload: object; now: number },
): Promise<void> {
  await insertTrackingEvent(db, { memberId: input.memberId, event: input.event, payload: JSON.stringify(input.payload), now: input.now });
}

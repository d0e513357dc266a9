import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

export const findNewestUnreadBubble = (db: Db, memberId: number) =>
  db.selectFrom('bubble_notifications').select(['id', 'title', 'message', 'link_path', 'style', 'timer'])
    .where('member_id', '=', memberId).where('read_at', 'is', null)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();

export const findMemberBubble = (db: Db, memberId: number, id: number) =>
  db.selectFrom('bubble_notifications').select(['id', 'read_at']).where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();

export async function setBubbleRead(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('bubble_notifications').set({ read_at: now }).where('id', '=', id).execute();
}

export async function countUnreadBubbles(db: Db, memberId: number): Promise<number> {
  const row = await db.selectFrom('bubble_notifications').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId).where('read_at', 'is', null).executeTakeFirst();
  return Number(row?.n ?? 0);
}

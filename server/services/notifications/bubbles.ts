import type { Kysely } from 'kysely';
import type { BubbleNotificationBody } from '../../../contract/notifications';
import type { Database } from '../../db/schema';

/** The member's newest unread bubble notification (SPEC §7), or null. */
export async function nextBubble(db: Kysely<Database>, memberId: number): Promise<BubbleNotificationBody | null> {
  const row = await db.selectFrom('bubble_notifications').select(['id', 'title', 'message', 'link_path', 'style', 'timer'])
    .where('member_id', '=', memberId).where('read_at', 'is', null)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!row) return null;
  return { id: row.id, title: row.title, message: row.message, link: { path: row.link_path }, style: row.style, timer: row.timer === null ? null : Number(row.timer) };
}

/** Marks one of the member's notifications read (again is fine); false when it is not theirs. */
export async function markBubbleRead(db: Kysely<Database>, memberId: number, id: number, now: number): Promise<boolean> {
  const mine = await db.selectFrom('bubble_notifications').select(['id', 'read_at']).where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  if (!mine) return false;
  if (mine.read_at === null) await db.updateTable('bubble_notifications').set({ read_at: now }).where('id', '=', id).execute();
  return true;
}

/** Unread bubble notifications: part of the member badge (server/services/member/badge.ts). */
export async function unreadNotificationCount(db: Kysely<Database>, memberId: number): Promise<number> {
  const row = await db.selectFrom('bubble_notifications').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId).where('read_at', 'is', null).executeTakeFirst();
  return Number(row?.n ?? 0);
}

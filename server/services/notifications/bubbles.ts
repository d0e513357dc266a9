import type { Kysely } from 'kysely';
import type { BubbleNotificationBody } from '../../../contract/notifications';
import { countUnreadBubbles, findMemberBubble, findNewestUnreadBubble, setBubbleRead } from '../../db/repositories/notifications/bubbles';
import type { Database } from '../../db/schema';

/** The member's newest unread bubble notification (SPEC §7), or null. */
export async function nextBubble(db: Kysely<Database>, memberId: number): Promise<BubbleNotificationBody | null> {
  const row = await findNewestUnreadBubble(db, memberId);
  if (!row) return null;
  return { id: row.id, title: row.title, message: row.message, link: { path: row.link_path }, style: row.style, timer: row.timer === null ? null : Number(row.timer) };
}

/** Marks one of the member's notifications read (again is fine); false when it is not theirs. */
export async function markBubbleRead(db: Kysely<Database>, memberId: number, id: number, now: number): Promise<boolean> {
  const mine = await findMemberBubble(db, memberId, id);
  if (!mine) return false;
  if (mine.read_at === null) await setBubbleRead(db, id, now);
  return true;
}

/** Unread bubble notifications: part of the member badge (server/services/member/badge.ts). */
export const unreadNotificationCount = (db: Kysely<Database>, memberId: number): Promise<number> => countUnreadBubbles(db, memberId);
